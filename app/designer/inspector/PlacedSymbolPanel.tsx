import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { EDIT_LABELS } from '../../../engine/commands/labels'
import type { WidgetNode } from '../../../engine/document/pageDoc'
import type { SymbolWire } from '../../../engine/document/persisted'
import { Button, InlineNotice } from '../../ui'
import { notify } from '../../ui/notices'
import { Spinner } from '../../ui/Spinner'
import { LinkIcon } from '../chrome/icons'
import { useDesigner } from '../DesignerContext'
import { loadDrawing } from '../palette/librarySymbols'
import { staleSymbolsOf } from '../problems/useStaleSymbols'
import { changePlacedSymbols } from '../state/placedSymbols'
import { type InstanceSummary, searchTemplateInstances } from './objectSelectorApi'

/**
 * What a placed library symbol shows in the inspector: its symbol and template, the instance picker
 * (choosing an instance binds every parameter to the instance's property of the same name, in one undo
 * step) and each parameter's binding, which can still be bound one by one.
 */
export function PlacedSymbolPanel({ node, onBind }: { node: WidgetNode; onBind(prop: string): void }) {
  const { t } = useLingui()
  const { store } = useDesigner()
  const drawing = node.props.drawing as SymbolWire | null | undefined
  const instance = typeof node.props.instance === 'string' ? node.props.instance : ''
  const parameters = drawing?.parameters ?? []
  const [refreshing, setRefreshing] = useState(false)

  const { list: stale } = useSnapshot(staleSymbolsOf(store))
  const staleHere = stale.find((entry) => entry.node.id === node.id)

  const bindTo = (next: string, label = EDIT_LABELS.bindInstance, fresh?: SymbolWire) =>
    changePlacedSymbols(store, [{ blockId: store.state.blockId, node, instance: next, fresh }], label)

  const refresh = async () => {
    const id = Number(node.props.symbolId)
    if (!(id > 0)) return
    setRefreshing(true)
    const fresh = await loadDrawing(id)
    setRefreshing(false)
    if (typeof fresh === 'string') notify.error(fresh)
    else bindTo(instance, EDIT_LABELS.refreshSymbol, fresh)
  }

  return (
    <section className="insp-group" data-testid="placed-symbol">
      <h4 className="insp-group__title">{t`Symbol`}</h4>
      {staleHere ? (
        <InlineNotice
          tone="warning"
          title={
            staleHere.library.kind === 'found'
              ? t`The symbol has changed in the library since it was placed here`
              : t`The symbol is no longer in the library`
          }
        >
          <div data-testid="placed-symbol-stale">
            {staleHere.library.kind === 'found' ? (
              <>
                <p className="insp-muted">{t`This copy still draws the old version. Updating keeps the instance and its bindings.`}</p>
                <Button
                  size="sm"
                  variant="primary"
                  onClick={() =>
                    staleHere.library.kind === 'found' &&
                    bindTo(instance, EDIT_LABELS.refreshSymbol, staleHere.library.drawing as SymbolWire)
                  }
                  data-testid="placed-symbol-update"
                >
                  {t`Update to the library's version`}
                </Button>
              </>
            ) : (
              <p className="insp-muted">{t`This copy keeps drawing as it was placed.`}</p>
            )}
          </div>
        </InlineNotice>
      ) : null}
      <div className="placed-symbol__row">
        <span className="placed-symbol__label">{t`Name`}</span>
        <span className="placed-symbol__value" data-testid="placed-symbol-name">
          {drawing?.name || t`(no drawing)`}
        </span>
      </div>
      <div className="placed-symbol__row">
        <span className="placed-symbol__label">{t`Template`}</span>
        <span className="placed-symbol__value">{drawing?.templateName || t`none`}</span>
      </div>
      {drawing?.templateName ? (
        <InstancePicker
          templateName={drawing.templateName}
          selected={instance}
          onSelect={(name) => bindTo(name)}
        />
      ) : (
        <p className="insp-muted">{t`The symbol declares no template: bind its parameters one by one.`}</p>
      )}
      <h4 className="insp-group__title">{t`Parameters`}</h4>
      {parameters.length === 0 ? <p className="insp-muted">{t`The symbol has no parameters.`}</p> : null}
      <ul className="placed-symbol__params">
        {parameters.map((parameter) => {
          const bound = node.bindings[parameter.name]
          return (
            <li key={parameter.name} className="placed-symbol__row" data-param={parameter.name}>
              <span className="placed-symbol__label">{parameter.name}</span>
              <span className="placed-symbol__value">
                {bound ? `${bound.objName}.${bound.propName}` : t`not bound`}
              </span>
              <button
                type="button"
                className={`insp-bind${bound ? ' is-bound' : ''}`}
                onClick={() => onBind(parameter.name)}
                aria-label={t`Bind ${parameter.name} to live data`}
              >
                <LinkIcon size={12} />
              </button>
            </li>
          )
        })}
      </ul>
      {Number(node.props.symbolId) > 0 ? (
        <Button size="sm" onClick={() => void refresh()} disabled={refreshing}>
          {refreshing ? <Spinner size={12} /> : null}
          {t`Refresh from library`}
        </Button>
      ) : null}
    </section>
  )
}

function InstancePicker({
  templateName,
  selected,
  onSelect,
}: {
  templateName: string
  selected: string
  onSelect(name: string): void
}) {
  const { t } = useLingui()
  const [keyword, setKeyword] = useState('')
  const [list, setList] = useState<InstanceSummary[]>([])
  const [error, setError] = useState('')
  const [loading, setLoading] = useState(true)
  useEffect(() => {
    let alive = true
    setLoading(true)
    const timer = setTimeout(() => {
      void searchTemplateInstances(templateName, keyword, 1).then((result) => {
        if (!alive) return
        setLoading(false)
        if (typeof result === 'string') setError(result)
        else {
          setError('')
          setList(result.list)
        }
      })
    }, 200)
    return () => {
      alive = false
      clearTimeout(timer)
    }
  }, [templateName, keyword])
  return (
    <div className="placed-symbol__picker">
      <span className="placed-symbol__picker-label">{t`Instance`}</span>
      <input
        className="insp-input"
        type="search"
        placeholder={t`Search instances of ${templateName}`}
        aria-label={t`Search instances`}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <ul className="binding__list" aria-label={t`Instances`}>
        {selected ? (
          <li>
            <button type="button" className="binding__option" onClick={() => onSelect('')} data-instance="">
              <span className="binding__option-hint">{t`No instance (unbind every parameter)`}</span>
            </button>
          </li>
        ) : null}
        {list.map((item) => (
          <li key={item.name}>
            <button
              type="button"
              className={`binding__option${item.name === selected ? ' is-selected' : ''}`}
              onClick={() => onSelect(item.name)}
              data-instance={item.name}
              aria-pressed={item.name === selected}
            >
              <span className="binding__option-name">{item.name}</span>
              {item.showName ? <span className="binding__option-hint">{item.showName}</span> : null}
            </button>
          </li>
        ))}
        {loading ? (
          <li className="binding__status">
            <Spinner size={14} />
          </li>
        ) : null}
        {!loading && list.length === 0 ? (
          <li className="binding__status">{error || t`No instances of ${templateName}`}</li>
        ) : null}
      </ul>
    </div>
  )
}
