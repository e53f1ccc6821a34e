import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { symbolInfoOf } from '../../../engine/codec/symbolPageDoc'
import { setWidgetBinding } from '../../../engine/commands/page/widgets'
import type { PageDoc, WidgetNode } from '../../../engine/document/pageDoc'
import { getWidget } from '../../../engine/document/widgetStore'
import { LIBRARY_SYMBOL_TYPE } from '../../../plugins/symbols/library/manifest'
import { MissingPlugin } from '../../stage/DomWidget'
import { useDesigner } from '../DesignerContext'
import { categoryInfo } from '../palette/categoryInfo'
import { ArrangePanel } from './ArrangePanel'
import { BindingEditor } from './BindingEditor'
import { BindingsPanel } from './BindingsPanel'
import { BlockSettings } from './BlockSettings'
import { EventsEditor } from './EventsEditor'
import { GeometryFields } from './GeometryFields'
import { PageSettings } from './PageSettings'
import { PartNameField } from './PartNameField'
import { PlacedSymbolPanel } from './PlacedSymbolPanel'
import { PropsPanel } from './PropsPanel'
import { PLACED_SYMBOL_OWN, parameterField } from './placedSymbolFields'
import { SymbolSettings } from './SymbolSettings'

type WidgetTab = 'props' | 'data' | 'events'
type PageTab = 'block' | 'page'

function PanelTabs<T extends string>({
  tabs,
  value,
  onChange,
}: {
  tabs: { id: T; label: string }[]
  value: T
  onChange(id: T): void
}) {
  return (
    <div className="panel-tabs" role="tablist">
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={tab.id === value}
          className={`panel-tabs__tab${tab.id === value ? ' is-active' : ''}`}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  )
}

/**
 * The right-hand panel. One widget: its props (generated from the plugin schema), its data bindings and
 * its events. Several: align, distribute, arrange. Nothing (or a block): block and page settings.
 */
export function Inspector() {
  const { t } = useLingui()
  const { store } = useDesigner()
  const snap = useSnapshot(store.state)
  const doc = snap.doc as PageDoc
  const block = doc.blocks[snap.blockId]
  const widgets = block
    ? snap.selection.flatMap((id) => {
        const node = getWidget(block.widgets, id)
        return node ? [node] : []
      })
    : []
  const [pageTab, setPageTab] = useState<PageTab>('block')
  const symbol = 'symbol' in doc.extra
  if (widgets.length === 1) return <WidgetInspector node={widgets[0] as WidgetNode} />
  if (widgets.length > 1) {
    return (
      <div className="inspector" data-testid="inspector">
        <header className="inspector__header">
          <h3 className="inspector__title">{t`${widgets.length} widgets selected`}</h3>
        </header>
        <div className="inspector__body">
          <ArrangePanel count={widgets.length} />
        </div>
      </div>
    )
  }
  // A symbol has no page or block settings of its own: its name, template, size and parameters instead.
  if (symbol) {
    return (
      <div className="inspector" data-testid="inspector">
        <div className="inspector__body">
          <SymbolSettings />
        </div>
      </div>
    )
  }
  return (
    <div className="inspector" data-testid="inspector">
      <PanelTabs<PageTab>
        tabs={[
          { id: 'block', label: t`Block` },
          { id: 'page', label: t`Page` },
        ]}
        value={pageTab}
        onChange={setPageTab}
      />
      <div className="inspector__body">
        {pageTab === 'block' && block ? <BlockSettings block={block} /> : <PageSettings />}
      </div>
    </div>
  )
}

function WidgetInspector({ node }: { node: WidgetNode }) {
  const { t, i18n } = useLingui()
  const { store } = useDesigner()
  const [tab, setTab] = useState<WidgetTab>('props')
  const [binding, setBinding] = useState<string | null>(null)
  const plugin = store.registry.get(node.type)
  const block = store.state.doc.blocks[store.state.blockId]
  const flow = block?.layoutType === 'flow'
  const Icon = plugin ? categoryInfo(plugin.category).Icon : null
  const placed = node.type === LIBRARY_SYMBOL_TYPE
  // A placed symbol's bindings are keyed by parameter: each edits as a field of the parameter's type.
  const bindingField = binding
    ? (plugin?.props[binding] ?? (placed ? parameterField(node, binding) : undefined))
    : undefined
  // In a symbol, a prop is bound to one of the symbol's parameters (a slot), not to a live object.
  const doc = store.state.doc
  const parameters = 'symbol' in doc.extra ? symbolInfoOf(doc).parameters : undefined
  return (
    <div className="inspector" data-testid="inspector">
      <header className="inspector__header">
        {Icon ? <Icon size={16} /> : null}
        <h3 className="inspector__title">{plugin ? i18n._(plugin.title) : node.type}</h3>
        <span className="inspector__id" title={node.id}>
          {node.id}
        </span>
      </header>
      {plugin ? (
        <>
          <PanelTabs<WidgetTab>
            tabs={[
              { id: 'props', label: t`Properties` },
              { id: 'data', label: t`Data` },
              { id: 'events', label: t`Events` },
            ]}
            value={tab}
            onChange={setTab}
          />
          <div className="inspector__body">
            {tab === 'props' ? (
              <>
                {parameters ? <PartNameField node={node} /> : null}
                <section className="insp-group">
                  <h4 className="insp-group__title">{t`Position and size`}</h4>
                  <GeometryFields node={node} rotatable={plugin.render === 'canvas' && !flow} flow={flow} />
                </section>
                {placed ? <PlacedSymbolPanel node={node} onBind={setBinding} /> : null}
                <PropsPanel
                  node={node}
                  plugin={plugin}
                  onBind={setBinding}
                  hidden={placed ? PLACED_SYMBOL_OWN : undefined}
                />
              </>
            ) : null}
            {tab === 'data' ? <BindingsPanel node={node} plugin={plugin} onBind={setBinding} /> : null}
            {tab === 'events' ? <EventsEditor node={node} plugin={plugin as never} /> : null}
          </div>
          {bindingField && binding ? (
            <BindingEditor
              open
              propLabel={i18n._(bindingField.label)}
              field={bindingField}
              binding={node.bindings[binding]}
              parameters={parameters}
              onClose={() => setBinding(null)}
              onApply={(next) => {
                store.editor.run(setWidgetBinding, {
                  blockId: store.state.blockId,
                  id: node.id,
                  prop: binding,
                  binding: next,
                })
                setBinding(null)
              }}
            />
          ) : null}
        </>
      ) : (
        <div className="inspector__body">
          <div className="inspector__missing">
            <MissingPlugin node={node} />
          </div>
          <p className="insp-muted">{t`The widget is kept in the page exactly as it was stored.`}</p>
          <section className="insp-group">
            <h4 className="insp-group__title">{t`Position and size`}</h4>
            <GeometryFields node={node} rotatable={false} flow={flow} />
          </section>
        </div>
      )}
    </div>
  )
}
