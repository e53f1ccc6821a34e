import { SYMBOL_PARAMS } from '../../../engine/codec/symbolPageDoc'
import { FACEPLATE_INSTANCE } from '../../../engine/document/faceplateInstance'
import type { PageDoc } from '../../../engine/document/pageDoc'
import { listWidgets } from '../../../engine/document/widgetStore'
import { acceptsBoundType, needsBinding, type PropsSchema } from '../../../engine/plugins/propsSchema'

/**
 * Why a widget would not show a value: its object or property is gone or no longer fits, or a prop the
 * widget needs bound (a gauge's value) is not bound at all.
 */
export type BindingProblemKind = 'missingObject' | 'missingProperty' | 'wrongType' | 'unbound'

export interface BindingProblem {
  blockId: string
  widgetId: string
  /** The widget prop that is bound. */
  prop: string
  /** `objName.propName` as bound ('' when unbound). */
  key: string
  kind: BindingProblemKind
  /** The property's type now (wrongType). */
  type?: string
  /** The types the prop takes (wrongType). */
  needs?: readonly string[]
}

/**
 * What the model says about the objects a page binds, by lower-case object name: its properties' types
 * by lower-case property name, or null when the object does not exist. Objects not loaded yet are absent.
 */
export type ModelTypes = ReadonlyMap<string, ReadonlyMap<string, string> | null>

/** The parameter names of a symbol open in the designer (none for a page). */
function symbolParameters(doc: PageDoc): Set<string> {
  const symbol = doc.extra?.symbol as { parameters?: { name: string }[] } | undefined
  return new Set((symbol?.parameters ?? []).map((p) => p.name))
}

/** The objects the page's widgets bind (as written, deduplicated ignoring case). */
export function boundObjects(doc: PageDoc): string[] {
  const seen = new Map<string, string>()
  for (const block of Object.values(doc.blocks)) {
    for (const widget of listWidgets(block.widgets)) {
      for (const binding of Object.values(widget.bindings)) {
        // A symbol's slot names one of its parameters, and a faceplate page's `$instance` the unit it
        // opens for: neither is a live object to look up.
        if (binding?.objName === SYMBOL_PARAMS || binding?.objName === FACEPLATE_INSTANCE) continue
        if (binding?.objName && !seen.has(binding.objName.toLowerCase()))
          seen.set(binding.objName.toLowerCase(), binding.objName)
      }
    }
  }
  return [...seen.values()]
}

/**
 * Every binding of the page that points at a missing object or property, or at a property whose type the
 * bound prop does not take (the plugin manifest's `bindTypes`), and every prop a widget needs bound that
 * is not (`bindRequired`). Bindings of objects not loaded are skipped.
 */
export function bindingProblems(
  doc: PageDoc,
  schemaOf: (widgetType: string) => PropsSchema | undefined,
  models: ModelTypes,
): BindingProblem[] {
  const problems: BindingProblem[] = []
  for (const block of Object.values(doc.blocks)) {
    for (const widget of listWidgets(block.widgets)) {
      const schema = schemaOf(widget.type)
      for (const [prop, field] of Object.entries(schema ?? {})) {
        const bound = widget.bindings[prop]
        if (bound?.objName && bound.propName) continue
        if (field.bindable && needsBinding(field, widget.props))
          problems.push({ blockId: block.id, widgetId: widget.id, prop, key: '', kind: 'unbound' })
      }
      for (const [prop, binding] of Object.entries(widget.bindings)) {
        if (!binding?.objName || !binding.propName) continue
        if (binding.objName === SYMBOL_PARAMS) {
          // A slot whose parameter was removed since: shown like a missing property.
          if (!symbolParameters(doc).has(binding.propName))
            problems.push({
              blockId: block.id,
              widgetId: widget.id,
              prop,
              key: binding.propName,
              kind: 'missingProperty',
            })
          continue
        }
        const model = models.get(binding.objName.toLowerCase())
        if (model === undefined) continue
        const base = {
          blockId: block.id,
          widgetId: widget.id,
          prop,
          key: `${binding.objName}.${binding.propName}`,
        }
        if (model === null) {
          problems.push({ ...base, kind: 'missingObject' })
          continue
        }
        const type = model.get(binding.propName.toLowerCase())
        if (type === undefined) {
          problems.push({ ...base, kind: 'missingProperty' })
          continue
        }
        const field = schema?.[prop]
        if (field && !acceptsBoundType(field, type)) {
          problems.push({ ...base, kind: 'wrongType', type, needs: field.bindTypes ?? [] })
        }
      }
    }
  }
  return problems
}
