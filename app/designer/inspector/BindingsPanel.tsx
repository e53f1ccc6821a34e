import { useLingui } from '@lingui/react/macro'
import type { WidgetNode } from '../../../engine/document/pageDoc'
import type { WidgetPlugin } from '../../../engine/plugins/contract'
import { bindableProps, type PropsSchema } from '../../../engine/plugins/propsSchema'
import { Button } from '../../ui'

/** The props that can show live data, each with its binding (object.property and transform) or none. */
export function BindingsPanel({
  node,
  plugin,
  onBind,
}: {
  node: WidgetNode
  plugin: WidgetPlugin<PropsSchema, unknown>
  onBind(prop: string): void
}) {
  const { t, i18n } = useLingui()
  const keys = bindableProps(plugin.props)
  const transformName = { ranges: t`value ranges`, format: t`number format`, expression: t`expression` }
  if (keys.length === 0)
    return <p className="insp-muted">{t`This widget has no props that can show live data.`}</p>
  return (
    <ul className="bindings">
      {keys.map((key) => {
        const binding = node.bindings[key]
        const field = plugin.props[key]
        return (
          <li key={key} className="bindings__row" data-testid={`binding-${key}`}>
            <div className="bindings__prop">{field ? i18n._(field.label) : key}</div>
            <div className="bindings__target">
              {binding ? (
                <>
                  <code>
                    {binding.objName}.{binding.propName}
                  </code>
                  {binding.transform ? (
                    <span className="bindings__badge">{transformName[binding.transform.kind]}</span>
                  ) : null}
                </>
              ) : (
                <span className="insp-muted">{t`Not bound`}</span>
              )}
            </div>
            <Button size="sm" onClick={() => onBind(key)}>
              {binding ? t`Edit` : t`Bind…`}
            </Button>
          </li>
        )
      })}
    </ul>
  )
}
