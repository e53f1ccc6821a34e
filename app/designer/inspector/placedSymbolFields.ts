import type { WidgetNode } from '../../../engine/document/pageDoc'
import type { SymbolWire } from '../../../engine/document/persisted'
import { field, type PropField } from '../../../engine/plugins/propsSchema'

/** The placed symbol's props its own panel edits, not the generated one. */
export const PLACED_SYMBOL_OWN: ReadonlySet<string> = new Set(['symbolId', 'drawing', 'instance'])

/** A bindable field standing for parameter `name` of a placed symbol, for the binding editor. */
export function parameterField(node: WidgetNode, name: string): PropField | undefined {
  const drawing = node.props.drawing as SymbolWire | null | undefined
  const parameter = drawing?.parameters.find((p) => p.name === name)
  if (!parameter) return undefined
  const label = { id: `param:${name}`, message: name }
  if (parameter.type === 'bool')
    return field.boolean({ label, default: false, bindable: true, bindTypes: ['bool', 'int', 'long'] })
  if (parameter.type === 'number')
    return field.number({ label, default: 0, bindable: true, bindTypes: ['int', 'long', 'float', 'double'] })
  return field.string({ label, default: '', bindable: true })
}
