import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { setWidgetProps } from '../../../engine/commands/page/widgets'
import type { WidgetNode } from '../../../engine/document/pageDoc'
import type { WidgetPlugin } from '../../../engine/plugins/contract'
import { inspectorFields, normaliseProps, type PropsSchema } from '../../../engine/plugins/propsSchema'
import { widgetPropsErrors } from '../../../engine/plugins/widgetProps'
import { LinkIcon } from '../chrome/icons'
import { useDesigner } from '../DesignerContext'
import { PropFieldControl } from './fields/PropFieldControl'

const GROUP_TITLES: Record<string, MessageDescriptor> = {
  basic: msg`Basic`,
  style: msg`Style`,
  data: msg`Data`,
  form: msg`Form`,
}

/**
 * The widget's props, generated from its plugin's schema (`inspectorFields`): one control per field
 * kind, grouped as the schema says, with the engine's validation messages. No plugin writes inspector
 * code. Each edit is `setWidgetProps`, coalesced per widget and prop.
 */
export function PropsPanel({
  node,
  plugin,
  onBind,
  hidden,
}: {
  node: WidgetNode
  plugin: WidgetPlugin<PropsSchema, unknown>
  onBind(prop: string): void
  /** Props another panel edits (a placed symbol's drawing and instance). */
  hidden?: ReadonlySet<string>
}) {
  const { i18n, t } = useLingui()
  const { store } = useDesigner()
  const props = normaliseProps(plugin.props, node.props)
  const errors = widgetPropsErrors(plugin, props)
  const groups = new Map<string, ReturnType<typeof inspectorFields>>()
  for (const entry of inspectorFields(plugin.props)) {
    if (hidden?.has(entry.key)) continue
    const list = groups.get(entry.group) ?? []
    list.push(entry)
    groups.set(entry.group, list)
  }
  const set = (key: string, value: unknown) =>
    store.editor.run(
      setWidgetProps,
      { blockId: store.state.blockId, id: node.id, props: { [key]: value } },
      { coalesceKey: `${node.id}:${key}` },
    )
  return (
    <>
      {[...groups.entries()].map(([group, entries]) => (
        <section key={group} className="insp-group">
          <h4 className="insp-group__title">{GROUP_TITLES[group] ? i18n._(GROUP_TITLES[group]) : group}</h4>
          {entries.map(({ key, field }) => {
            const bound = node.bindings[key]
            return (
              <PropFieldControl
                key={`${node.id}:${key}`}
                field={field}
                value={props[key]}
                storedError={errors[key]}
                onChange={(value) => set(key, value)}
                after={
                  field.bindable ? (
                    <button
                      type="button"
                      className={`insp-bind${bound ? ' is-bound' : ''}`}
                      onClick={() => onBind(key)}
                      title={bound ? `${bound.objName}.${bound.propName}` : t`Bind to live data`}
                      aria-label={t`Bind ${i18n._(field.label)} to live data`}
                    >
                      <LinkIcon size={12} />
                    </button>
                  ) : null
                }
              />
            )
          })}
        </section>
      ))}
    </>
  )
}
