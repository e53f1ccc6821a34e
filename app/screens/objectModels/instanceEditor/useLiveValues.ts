import { useEffect, useMemo, useSyncExternalStore } from 'react'
import type { LiveValue } from '../../../../plugins/shared/viewContract'
import { LiveBindings } from '../../../runtime/live/liveBindings'
import { liveHub } from '../../../runtime/live/liveHub'

/**
 * Live values of one instance's properties over the session's one WebSocket (the runtime's live hub):
 * each property is followed as `objName.propName`, the way a page's widget would bind it, so the values,
 * qualities and timestamps here are exactly what pages show.
 */
export function useLiveValues(objName: string, propNames: readonly string[]): LiveBindings {
  const key = propNames.join('\u0000')
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for propNames' content
  const bindings = useMemo(
    () =>
      new LiveBindings(
        propNames.map((propName) => ({ id: propName, bindings: { value: { objName, propName } } })),
      ),
    [objName, key],
  )
  useEffect(() => liveHub().attach(bindings), [bindings])
  return bindings
}

/** One property's latest live value (re-renders only when that property changes). */
export function useLiveValue(bindings: LiveBindings, propName: string): LiveValue | undefined {
  const props = useSyncExternalStore(
    (listener) => bindings.subscribe(propName, listener),
    () => bindings.get(propName),
  )
  return props.value
}
