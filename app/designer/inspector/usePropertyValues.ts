import type { I18n } from '@lingui/core'
import { useEffect, useState } from 'react'
import { LiveBindings, type SourceValue } from '../../runtime/live/liveBindings'
import { liveHub } from '../../runtime/live/liveHub'
import { sourceText } from '../../runtime/valuesList/valueRows'

/**
 * The current values of an object's properties, through the session's live socket (the runtime's), while
 * the binding editor lists them: a designer sees what a binding would show before applying it.
 */
export function usePropertyValues(
  objName: string,
  propNames: readonly string[],
): (propName: string) => SourceValue | undefined {
  const [bindings, setBindings] = useState<LiveBindings | null>(null)
  const [, setRevision] = useState(0)
  const key = propNames.join('\n')
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the property names
  useEffect(() => {
    if (!objName || propNames.length === 0) {
      setBindings(null)
      return
    }
    const followed = new LiveBindings(
      propNames.map((propName) => ({ id: propName, bindings: { value: { objName, propName } } })),
    )
    setBindings(followed)
    const stop = followed.onFlush(() => setRevision((n) => n + 1))
    const detach = liveHub().attach(followed)
    return () => {
      stop()
      detach()
    }
  }, [objName, key])
  return (propName) => bindings?.source(`${objName}.${propName}`)
}

/** A property's value as the binding editor shows it: a number to at most three decimals, with its unit. */
export function readingText(i18n: I18n, source: SourceValue | undefined, unit: string): string {
  if (source !== undefined && source !== 'unavailable' && typeof source.value === 'number') {
    const rounded = Number.isInteger(source.value) ? source.value : Number(source.value.toFixed(3))
    return sourceText(i18n, { ...source, value: unit ? `${rounded} ${unit}` : String(rounded) })
  }
  return sourceText(i18n, source)
}
