/**
 * What every graphic shape does beyond its own drawing, applied by the hosts (the fabric layer, the paint
 * layer, the story stage) the same way for all: BLINK (two colours alternating at an interval while a
 * bound alarm state is true) and MOTION (a bound turn and offset added to the widget's box). Pure and
 * free of fabric and the DOM, so painters, hosts and tests share it.
 */
import { field } from '../../engine/plugins/propsSchema.ts'
import { fieldMessages as f } from './fieldMessages.ts'
import { readNumber } from './liveProps.ts'
import type { LiveProps } from './viewContract.ts'

/** The fields of both effects, in their own inspector sections. */
export function shapeEffectFields() {
  return {
    blink: field.boolean({
      label: f.blink,
      description: f.blinkHelp,
      default: false,
      bindable: true,
      group: 'blink',
    }),
    blinkColorA: field.color({
      label: f.blinkColorA,
      description: f.blinkColorAHelp,
      default: '',
      group: 'blink',
    }),
    blinkColorB: field.color({
      label: f.blinkColorB,
      description: f.blinkColorBHelp,
      default: '',
      group: 'blink',
    }),
    blinkInterval: field.number({
      label: f.blinkInterval,
      default: 500,
      min: 100,
      max: 10_000,
      integer: true,
      unit: 'ms',
      group: 'blink',
    }),
    turn: field.number({
      label: f.turn,
      description: f.turnHelp,
      default: 0,
      min: -3600,
      max: 3600,
      unit: '°',
      bindable: true,
      group: 'motion',
    }),
    offsetX: field.number({
      label: f.offsetX,
      default: 0,
      min: -10_000,
      max: 10_000,
      unit: 'px',
      bindable: true,
      group: 'motion',
    }),
    offsetY: field.number({
      label: f.offsetY,
      default: 0,
      min: -10_000,
      max: 10_000,
      unit: 'px',
      bindable: true,
      group: 'motion',
    }),
  }
}

/** The colour the theme gives the first alarm priority when a blink names none (light and dark alike). */
export const DEFAULT_ALARM_COLOUR = '#d93a2b'

/** Reads a theme colour (a CSS custom property such as `--gx-alarm-p1`); hosts pass one bound to their element. */
export type ThemeColour = (name: string) => string | null

const shownValue = (props: Record<string, unknown>, live: LiveProps, key: string): unknown => {
  const entry = live[key]
  return entry && entry.value !== undefined ? entry.value : props[key]
}

const truthy = (value: unknown): boolean => {
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase()
    return text !== '' && text !== 'false' && text !== '0'
  }
  const n = readNumber(value)
  return n !== null ? n !== 0 : Boolean(value)
}

/**
 * Whether the shape blinks now: its blink prop (live over designed) is true and of good or uncertain
 * quality. A blink of bad quality does not blink: an alarm nobody knows about is not raised by guessing.
 */
export function isBlinking(props: Record<string, unknown>, live: LiveProps): boolean {
  if (live.blink?.quality === 'bad') return false
  return truthy(shownValue(props, live, 'blink'))
}

/** The prop a blink recolours: the fill of a filled shape, else a text's colour, else a line's. */
export function blinkTarget(props: Record<string, unknown>): 'fill' | 'color' | 'stroke' | 'visible' {
  if ('fill' in props) return 'fill'
  if ('color' in props) return 'color'
  if ('stroke' in props) return 'stroke'
  return 'visible'
}

/** Which of the two blink phases `now` (ms) falls in: 0 shows colour 1, 1 colour 2. */
export function blinkPhase(now: number, interval: number): 0 | 1 {
  const step = Math.max(100, Number.isFinite(interval) ? interval : 500)
  return Math.floor(now / step) % 2 === 0 ? 0 : 1
}

/**
 * The live values a view draws at `now`: while blinking, the target prop alternates between colour 1 (or
 * the theme's alarm colour) and colour 2 (or the shape's own colour); a shape with no colour of its own
 * (a symbol) shows and hides. Returns `live` itself when the shape does not blink, so hosts can compare.
 */
export function blinkingLive(
  props: Record<string, unknown>,
  live: LiveProps,
  now: number,
  theme?: ThemeColour,
): LiveProps {
  if (!isBlinking(props, live)) return live
  const target = blinkTarget(props)
  const phase = blinkPhase(now, readNumber(props.blinkInterval) ?? 500)
  const entry = { quality: live.blink?.quality ?? 'good', time: live.blink?.time ?? 0 } as const
  if (target === 'visible') return { ...live, visible: { ...entry, value: phase === 0 } }
  const first = nonEmpty(props.blinkColorA) ?? theme?.('--gx-alarm-p1') ?? DEFAULT_ALARM_COLOUR
  const second = nonEmpty(props.blinkColorB) ?? shownValue(props, live, target)
  return { ...live, [target]: { ...entry, value: phase === 0 ? first : second } }
}

function nonEmpty(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

/** A bound or designed turn and offset added to the widget's box. */
export interface ShapeMotion {
  dx: number
  dy: number
  /** Degrees, clockwise, added to the box's rotation. */
  turn: number
}

/** No motion: the shape sits on its box. */
export const NO_MOTION: ShapeMotion = Object.freeze({ dx: 0, dy: 0, turn: 0 })

/** The motion of a shape from its props and live values (junk reads as 0). */
export function motionOf(props: Record<string, unknown>, live: LiveProps): ShapeMotion {
  if (!('turn' in props)) return NO_MOTION
  const dx = readNumber(shownValue(props, live, 'offsetX')) ?? 0
  const dy = readNumber(shownValue(props, live, 'offsetY')) ?? 0
  const turn = readNumber(shownValue(props, live, 'turn')) ?? 0
  return dx === 0 && dy === 0 && turn === 0 ? NO_MOTION : { dx, dy, turn }
}

/** Whether the shape's motion may change with live values (a motion prop is bound). */
export function movesLive(bound: ReadonlySet<string>): boolean {
  return bound.has('turn') || bound.has('offsetX') || bound.has('offsetY')
}
