import { msg } from '@lingui/core/macro'
import * as verbs from '../state/actions'
import { defineAction } from './action'

/** Pixels an arrow key moves the selection; with Shift. */
export const NUDGE = 1
export const NUDGE_LARGE = 10

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
}

/** The arrow keys move the selection; a burst of them is one undo entry (the verb coalesces). */
export const nudge = defineAction({
  id: 'nudge',
  label: msg`Move the selection`,
  keys: Object.keys(ARROWS).map((key) => ({ key })),
  run: (store, _host, key) => {
    const arrow = key ? ARROWS[key.key] : undefined
    if (!arrow || !key) return { ok: false }
    const step = key.shiftKey ? NUDGE_LARGE : NUDGE
    return verbs.nudge(store, arrow[0] * step, arrow[1] * step)
  },
})
