import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { SYMBOL_PARAMS } from '../../../engine/codec/symbolPageDoc'
import { FACEPLATE_INSTANCE } from '../../../engine/document/faceplateInstance'
import type { Binding, BindingTransform, SymbolParameter } from '../../../engine/document/persisted'
import { acceptsBoundType, type PropField } from '../../../engine/plugins/propsSchema'
import { Button, Modal, Spinner } from '../../ui'
import {
  type InstanceSummary,
  instanceProperties,
  listTemplateChoices,
  type SelectorItem,
  searchInstances,
  searchTemplateInstances,
  type TemplateChoice,
} from './objectSelectorApi'
import { TransformEditor, transformProblem } from './TransformEditor'
import { readingText, usePropertyValues } from './usePropertyValues'

interface Props {
  open: boolean
  /** The prop's label, for the title. */
  propLabel: string
  field: PropField
  binding: Binding | undefined
  onApply(binding: Binding | null): void
  onClose(): void
  /** Only pick an object property (an event's "set property value"): no transform, no unbind. */
  pickOnly?: boolean
  title?: string
  /** In a symbol: the prop is bound to one of these parameters (a slot) instead of a live object. */
  parameters?: readonly SymbolParameter[]
}

/**
 * Binds a widget prop to an object property: pick the object (all of them, or one template's) and its
 * property with the object selector (GET /api/objectselector/instances, /instances/type/property and
 * /instance/{name}), each property with its type, unit and live value, optionally add a transform, apply.
 */
export function BindingEditor({
  open,
  propLabel,
  field,
  binding,
  onApply,
  onClose,
  pickOnly,
  title,
  parameters,
}: Props) {
  const { t, i18n } = useLingui()
  const [objName, setObjName] = useState(binding?.objName ?? '')
  // For `$instance` (a faceplate page's unit): an instance of the chosen template, whose properties list.
  const [sample, setSample] = useState('')
  const [propName, setPropName] = useState(binding?.propName ?? '')
  const [transform, setTransform] = useState<BindingTransform | undefined>(binding?.transform)
  const [unit, setUnit] = useState('')
  // The picked property's type: a prop that declares `bindTypes` (a gauge: numbers) refuses others.
  const [type, setType] = useState('')
  useEffect(() => {
    if (!open) return
    setObjName(binding?.objName ?? '')
    setPropName(binding?.propName ?? '')
    setTransform(binding?.transform)
  }, [open, binding])
  // The picked property's value now, as the socket sends it (the transform is not applied).
  const currentOf = usePropertyValues(
    open && objName !== SYMBOL_PARAMS && objName !== FACEPLATE_INSTANCE ? objName : '',
    propName ? [propName] : [],
  )
  const problem = transformProblem(transform)
  const fits = type === '' || acceptsBoundType(field, type)
  const ready = objName !== '' && propName !== '' && problem === null && fits
  const apply = () => {
    if (!ready) return
    onApply(transform ? { objName, propName, transform } : { objName, propName })
  }
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={
        title ?? (parameters ? t`Drive "${propLabel}" by a parameter` : t`Bind "${propLabel}" to live data`)
      }
      width={pickOnly ? 620 : 880}
      footer={
        <>
          {binding && !pickOnly ? (
            <Button variant="danger" onClick={() => onApply(null)}>
              {t`Unbind`}
            </Button>
          ) : null}
          <span className="modal-footer-spacer" />
          <Button onClick={onClose}>{t`Cancel`}</Button>
          <Button variant="primary" disabled={!ready} onClick={apply} data-testid="binding-apply">
            {t`Apply`}
          </Button>
        </>
      }
    >
      <div className="binding">
        {parameters ? (
          <ParameterPicker
            parameters={parameters}
            selected={objName === SYMBOL_PARAMS ? propName : ''}
            onSelect={(parameter) => {
              setObjName(SYMBOL_PARAMS)
              setPropName(parameter.name)
              setType(parameter.type === 'bool' ? 'bool' : parameter.type === 'number' ? 'double' : 'string')
            }}
          />
        ) : (
          <>
            <InstancePicker
              selected={objName}
              onSelect={(name, of) => {
                setObjName(name)
                setSample(of ?? '')
                setPropName('')
                setUnit('')
                setType('')
              }}
            />
            <PropertyPicker
              objName={objName === FACEPLATE_INSTANCE ? sample : objName}
              selected={propName}
              field={field}
              onSelect={(item) => {
                setPropName(item.propertyName)
                setUnit(item.unit)
                setType(item.type)
              }}
            />
          </>
        )}
        {pickOnly ? null : (
          <section className="binding__column binding__column--wide">
            <h3 className="binding__heading">{t`Transform`}</h3>
            <p className="binding__target">
              {objName && propName ? (
                objName === SYMBOL_PARAMS ? (
                  <code>{propName}</code>
                ) : (
                  <>
                    <code>
                      {objName}.{propName}
                    </code>
                    <span className="binding__target-facts" data-testid="binding-target-facts">
                      {type ? ` · ${type}` : ''}
                      {unit ? ` · ${unit}` : ''}
                      {` · ${t`now ${readingText(i18n, currentOf(propName), unit)}`}`}
                    </span>
                  </>
                )
              ) : (
                t`Choose an object and a property`
              )}
            </p>
            {fits ? null : (
              <p className="binding__unfit" role="alert" data-testid="binding-unfit">
                {t`${propName} is ${type}; this prop takes ${field.bindTypes?.join(' / ') ?? ''}.`}
              </p>
            )}
            <TransformEditor transform={transform} onChange={setTransform} field={field} unit={unit} />
          </section>
        )}
      </div>
    </Modal>
  )
}

function InstancePicker({
  selected,
  onSelect,
}: {
  selected: string
  /** `of`: for `$instance`, an instance of the chosen template to list the properties of. */
  onSelect(name: string, of?: string): void
}) {
  const { t } = useLingui()
  const [keyword, setKeyword] = useState('')
  // '' lists every object (structural ones such as areas too); a template lists its objects only.
  const [template, setTemplate] = useState('')
  const [templates, setTemplates] = useState<TemplateChoice[]>([])
  useEffect(() => {
    let alive = true
    listTemplateChoices().then((result) => {
      if (alive && typeof result !== 'string') setTemplates(result)
    })
    return () => {
      alive = false
    }
  }, [])
  const [list, setList] = useState<InstanceSummary[]>([])
  const [total, setTotal] = useState(0)
  const [page, setPage] = useState(1)
  const [error, setError] = useState('')
  // Loading from the start: the list is about to load, and "Bound now" must not flash before it has.
  const [loading, setLoading] = useState(true)
  useEffect(() => {
    let alive = true
    setLoading(true)
    const timer = setTimeout(() => {
      const search = template
        ? searchTemplateInstances(template, keyword, page)
        : searchInstances(keyword, page)
      search.then((result) => {
        if (!alive) return
        setLoading(false)
        if (typeof result === 'string') {
          setError(result)
          return
        }
        setError('')
        setTotal(result.pagination.total)
        setList((previous) => (page === 1 ? result.list : [...previous, ...result.list]))
      })
    }, 200)
    return () => {
      alive = false
      clearTimeout(timer)
    }
  }, [keyword, page, template])
  // The bound object may be beyond the first page of a large plant: it heads the unfiltered list then.
  const pinned =
    selected && keyword === '' && template === '' && !loading && !list.some((item) => item.name === selected)
      ? selected
      : null
  return (
    <section className="binding__column">
      <h3 className="binding__heading">{t`Object`}</h3>
      <select
        className="insp-input binding__template"
        aria-label={t`Template`}
        value={template}
        data-testid="binding-template"
        onChange={(event) => {
          setTemplate(event.target.value)
          setPage(1)
        }}
      >
        <option value="">{t`All objects`}</option>
        {templates.map((choice) => (
          <option key={choice.name} value={choice.name}>
            {choice.showName && choice.showName !== choice.name
              ? `${choice.name} · ${choice.showName}`
              : choice.name}
          </option>
        ))}
      </select>
      <input
        className="insp-input"
        type="search"
        placeholder={t`Search objects`}
        aria-label={t`Search objects`}
        value={keyword}
        onChange={(event) => {
          setKeyword(event.target.value)
          setPage(1)
        }}
      />
      <ul className="binding__list" aria-label={t`Objects`}>
        {pinned ? (
          <li>
            <button
              type="button"
              className="binding__option is-selected"
              onClick={() => onSelect(pinned)}
              data-object={pinned}
              ref={revealOnMount}
            >
              <span className="binding__option-name">{pinned}</span>
              <span className="binding__option-hint">{t`Bound now`}</span>
            </button>
          </li>
        ) : null}
        {template && list[0] ? (
          // A faceplate page binds the unit it is opened for, whichever of the template's it is.
          <li>
            <button
              type="button"
              className={`binding__option${selected === FACEPLATE_INSTANCE ? ' is-selected' : ''}`}
              onClick={() => onSelect(FACEPLATE_INSTANCE, list[0]?.name)}
              data-object={FACEPLATE_INSTANCE}
            >
              <span className="binding__option-name">{FACEPLATE_INSTANCE}</span>
              <span className="binding__option-hint">{t`The ${template} a faceplate page is opened for`}</span>
            </button>
          </li>
        ) : null}
        {list.map((item) => (
          <li key={item.name}>
            <button
              type="button"
              className={`binding__option${item.name === selected ? ' is-selected' : ''}`}
              onClick={() => onSelect(item.name)}
              data-object={item.name}
              ref={item.name === selected ? revealOnMount : undefined}
            >
              <span className="binding__option-name">{item.name}</span>
              <span className="binding__option-hint">
                {[item.showName, item.templateName ?? t`no template`].filter(Boolean).join(' · ')}
              </span>
            </button>
          </li>
        ))}
        {loading ? (
          <li className="binding__status">
            <Spinner size={14} />
          </li>
        ) : null}
        {!loading && list.length === 0 ? (
          <li className="binding__status">{error || t`No objects found`}</li>
        ) : null}
      </ul>
      {list.length < total ? (
        <Button size="sm" onClick={() => setPage(page + 1)}>
          {t`Load more`}
        </Button>
      ) : null}
    </section>
  )
}

function PropertyPicker({
  objName,
  selected,
  field,
  onSelect,
}: {
  objName: string
  selected: string
  field: PropField
  onSelect(item: SelectorItem): void
}) {
  const { t, i18n } = useLingui()
  const [items, setItems] = useState<SelectorItem[]>([])
  const [error, setError] = useState('')
  const [filter, setFilter] = useState('')
  const selectedRef = useRef(selected)
  selectedRef.current = selected
  const onSelectRef = useRef(onSelect)
  onSelectRef.current = onSelect
  useEffect(() => {
    setItems([])
    setError('')
    if (!objName) return
    let alive = true
    instanceProperties(objName).then((result) => {
      if (!alive) return
      if (typeof result === 'string') {
        setError(result)
        return
      }
      setItems(result)
      // An existing binding's property: its unit is the number format's default, as if just picked.
      const bound = result.find((item) => item.propertyName === selectedRef.current)
      if (bound) onSelectRef.current(bound)
    })
    return () => {
      alive = false
    }
  }, [objName])
  const currentOf = usePropertyValues(
    objName,
    items.map((item) => item.propertyName),
  )
  const readingOf = (item: SelectorItem) => readingText(i18n, currentOf(item.propertyName), item.unit)
  const needs = field.bindTypes?.join(' / ') ?? ''
  const needle = filter.toLowerCase()
  const shown = items.filter(
    (item) =>
      !needle ||
      item.propertyName.toLowerCase().includes(needle) ||
      item.propertyDesc.toLowerCase().includes(needle),
  )
  return (
    <section className="binding__column">
      <h3 className="binding__heading">{t`Property`}</h3>
      <input
        className="insp-input"
        type="search"
        placeholder={t`Filter properties`}
        aria-label={t`Filter properties`}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        disabled={!objName}
      />
      <ul className="binding__list" aria-label={t`Properties`}>
        {shown.map((item) => {
          const fits = acceptsBoundType(field, item.type)
          const isSelected = item.propertyName === selected
          return (
            <li key={item.propertyName}>
              <button
                type="button"
                className={`binding__option${isSelected ? ' is-selected' : ''}${fits ? '' : ' is-unfit'}`}
                onClick={() => onSelect(item)}
                // A bound property that no longer fits stays selectable, so the designer sees why.
                disabled={!fits && !isSelected}
                title={fits ? undefined : t`This prop takes ${needs}`}
                data-property={item.propertyName}
                ref={isSelected ? revealOnMount : undefined}
              >
                <span className="binding__option-name">{item.propertyName}</span>
                <span className="binding__option-hint">
                  {item.propertyDesc !== item.propertyName ? item.propertyDesc : ''} {item.type}
                  {item.unit ? ` · ${item.unit}` : ''}
                  {fits ? '' : ` · ${t`not ${needs}`}`}
                </span>
                <span className="binding__option-value" data-testid="binding-property-value">
                  {readingOf(item)}
                </span>
              </button>
            </li>
          )
        })}
        {objName && shown.length === 0 ? (
          <li className="binding__status">{error || t`No properties`}</li>
        ) : null}
        {!objName ? <li className="binding__status">{t`Choose an object first`}</li> : null}
      </ul>
    </section>
  )
}

/** Scrolls the selected option into its list when it appears (the list of an edited binding). */
function revealOnMount(element: HTMLElement | null) {
  element?.scrollIntoView?.({ block: 'nearest' })
}

/** The symbol's parameters, one of which drives the prop. */
function ParameterPicker({
  parameters,
  selected,
  onSelect,
}: {
  parameters: readonly SymbolParameter[]
  selected: string
  onSelect(parameter: SymbolParameter): void
}) {
  const { t } = useLingui()
  return (
    <section className="binding__column">
      <h3 className="binding__heading">{t`Parameter`}</h3>
      {parameters.length === 0 ? (
        <p className="insp-muted">{t`The symbol has no parameters yet: declare them in the symbol settings (click the empty canvas).`}</p>
      ) : (
        <ul className="binding__list" data-testid="parameter-list">
          {parameters.map((p) => (
            <li key={p.name}>
              <button
                type="button"
                className={`binding__option${p.name === selected ? ' is-selected' : ''}`}
                aria-pressed={p.name === selected}
                onClick={() => onSelect(p)}
                data-parameter={p.name}
              >
                <span className="binding__option-name">{p.name}</span>
                <span className="binding__option-hint">{p.type}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
