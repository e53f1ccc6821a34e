/**
 * What each part of a placed symbol shows: a slot's prop takes its parameter's value (the widget's live
 * value of that parameter, else the parameter's default) through the slot's transform. A parameter that
 * is bound and has had no value yet leaves its slots waiting, as a bound prop of any widget does.
 */
import type { SymbolParameter, SymbolSlot } from '../../../engine/document/persisted.ts'
import { NO_BOUND, NO_LIVE } from '../../shared/liveProps.ts'
import { applyTransform } from '../../shared/transforms.ts'
import type { BoundProps, LiveProps, LiveValue } from '../../shared/viewContract.ts'

/** One part's live values and bound props, as its own view takes them. */
export interface PartLive {
  live: LiveProps
  bound: BoundProps
}

const DESIGNED = 0

/** The live values and bound props of a part with `slots`. */
export function partLive(
  slots: Readonly<Record<string, SymbolSlot>>,
  parameters: readonly SymbolParameter[],
  live: LiveProps,
  bound: BoundProps,
): PartLive {
  const keys = Object.keys(slots)
  if (keys.length === 0) return { live: NO_LIVE, bound: NO_BOUND }
  const out: Record<string, LiveValue> = {}
  const waiting = new Set<string>()
  for (const prop of keys) {
    const slot = slots[prop] as SymbolSlot
    const value = live[slot.param]
    if (value) {
      const shown = applyTransform(value.value, slot.transform)
      if (shown !== undefined) out[prop] = { ...value, value: shown }
      waiting.add(prop)
      continue
    }
    if (bound.has(slot.param)) {
      waiting.add(prop)
      continue
    }
    const parameter = parameters.find((p) => p.name === slot.param)
    if (!parameter) continue
    const shown = applyTransform(parameter.default, slot.transform)
    if (shown !== undefined) out[prop] = { value: shown, quality: 'good', time: DESIGNED }
  }
  return { live: out, bound: waiting.size === 0 ? NO_BOUND : waiting }
}
