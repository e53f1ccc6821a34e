/**
 * A designer's own faceplate page (issue 23: the faceplate is "generated from the template, overridable
 * by a designer's own page"): the page binds its widgets to the placeholder object `$instance`, and a
 * placed symbol whose click opens the page opens it for the symbol's instance. One detail page then
 * serves every pump of the template.
 */
import { produce } from 'immer'
import type { PageDoc } from './pageDoc.ts'
import type { EventMap } from './persisted.ts'

/** The object name a faceplate page binds to stand for the instance it is opened for. */
export const FACEPLATE_INSTANCE = '$instance'

/**
 * `doc` with the placeholder pointed at `instance` everywhere a widget names an object: its bindings,
 * its "set property value" actions, and the `objName` of anything in its props (an alarm list's objects,
 * a trend's pens). `doc` itself is left as it was; without a placeholder the same document comes back.
 */
export function withFaceplateInstance(doc: PageDoc, instance: string): PageDoc {
  return produce(doc, (draft) => {
    for (const block of Object.values(draft.blocks)) {
      pointEvents(block.events, instance)
      for (const bucket of Object.values(block.widgets)) {
        for (const widget of Object.values(bucket)) {
          for (const binding of Object.values(widget.bindings))
            if (binding?.objName === FACEPLATE_INSTANCE) binding.objName = instance
          pointEvents(widget.events, instance)
          pointObjNames(widget.props, instance)
        }
      }
    }
  })
}

function pointEvents(events: EventMap, instance: string): void {
  for (const actions of Object.values(events))
    for (const action of actions ?? [])
      if (action.kind === 'setPropertyValue' && action.objName === FACEPLATE_INSTANCE)
        action.objName = instance
}

/** Replaces the placeholder in every `objName` field of a props value, however deep (a JSON tree). */
function pointObjNames(value: unknown, instance: string): void {
  if (Array.isArray(value)) {
    for (const item of value) pointObjNames(item, instance)
    return
  }
  if (typeof value !== 'object' || value === null) return
  const record = value as Record<string, unknown>
  for (const key in record) {
    if (key === 'objName' && record[key] === FACEPLATE_INSTANCE) record[key] = instance
    else pointObjNames(record[key], instance)
  }
}
