/**
 * The live keys a layout block binds, read from its parsed context without the codec's checks: the
 * server subscribes them for a page that is opening (server/live/PROTOCOL.md, `page=`), before the
 * browser has decoded the page. Anything malformed is skipped; the page's own subscription is exact.
 */

import { FACEPLATE_INSTANCE } from './faceplateInstance.ts'

type LooseBinding = { objName?: unknown; propName?: unknown } | null | undefined

/** Adds `objName.propName` of every widget binding in `context` to `into`, and returns it. */
export function addBoundKeys(context: unknown, into: Set<string>): Set<string> {
  const widgets = (context as { widgets?: unknown } | null)?.widgets
  if (!Array.isArray(widgets)) return into
  for (const widget of widgets) {
    const bindings = (widget as { bindings?: unknown } | null)?.bindings
    if (typeof bindings !== 'object' || bindings === null) continue
    for (const prop in bindings) {
      const binding = (bindings as Record<string, LooseBinding>)[prop]
      const { objName, propName } = binding ?? {}
      // A faceplate page's placeholder is only known once the page opens for an instance.
      if (objName === FACEPLATE_INSTANCE) continue
      if (typeof objName === 'string' && objName !== '' && typeof propName === 'string' && propName !== '')
        into.add(`${objName}.${propName}`)
    }
  }
  return into
}
