/**
 * Binding transforms (engine/document/persisted.ts `BindingTransform`): what turns a raw object-property
 * value into the value a widget prop shows. The host applies them before handing `live` to a view.
 */
import type { BindingTransform } from '../../engine/document/persisted.ts'
import { dataDisplayPlaceholder, MAX_DISPLAY_DECIMALS } from '../../engine/rules/display.ts'
import { compileExpression, ExpressionError } from './expression/index.ts'
import { readNumber } from './liveProps.ts'

type RangesTransform = Extract<BindingTransform, { kind: 'ranges' }>

/**
 * The prop value for a raw `value`. `undefined` means "no live value: keep the designed prop", which is
 * what a ranges transform with no matching range and no `otherwise`, or a refused expression, yields.
 * Without a transform the value passes unchanged.
 */
export function applyTransform(value: unknown, transform: BindingTransform | undefined): unknown {
  if (!transform) return value
  switch (transform.kind) {
    case 'ranges':
      return applyRanges(value, transform)
    case 'format':
      return formatNumber(value, transform.decimals, transform.unit)
    case 'expression':
      return applyExpression(value, transform.expression)
    default:
      return value
  }
}

/**
 * The first range holding the value gives the result: `min` inclusive, `max` exclusive, `null` open, so
 * that adjacent ranges 0–50 and 50–100 never both claim 50. Booleans count as 1 and 0, so a running bit
 * can select a colour. No match (or a value that is not a number) gives `otherwise`.
 */
export function applyRanges(value: unknown, transform: RangesTransform): unknown {
  const n = readNumber(value)
  if (n !== null) {
    for (const range of transform.ranges ?? []) {
      const aboveMin = range.min === null || range.min === undefined || n >= range.min
      const belowMax = range.max === null || range.max === undefined || n < range.max
      if (aboveMin && belowMax) return range.value
    }
  }
  return transform.otherwise
}

/**
 * A number with `decimals` places and its unit ('23.50 °C'). A value that is not a number shows the spec's
 * data-display placeholder ('####.## °C'), so a missing value never looks like a real zero.
 */
export function formatNumber(value: unknown, decimals: number, unit: string): string {
  const places = Number.isFinite(decimals)
    ? Math.min(MAX_DISPLAY_DECIMALS, Math.max(0, Math.floor(decimals)))
    : 0
  const suffix = typeof unit === 'string' && unit.trim() !== '' ? unit.trim() : ''
  const n = readNumber(value)
  if (n === null) {
    return dataDisplayPlaceholder({
      name: '',
      showName: false,
      unit: suffix,
      showUnit: suffix !== '',
      decimal: places,
    })
  }
  let digits = n.toFixed(places)
  // toFixed(-0.001, 2) is '-0.00': a reading that rounds to zero is shown without a sign.
  if (Number(digits) === 0) digits = digits.replace(/^-/, '')
  return suffix ? `${digits} ${suffix}` : digits
}

function applyExpression(value: unknown, source: string): unknown {
  try {
    return compileExpression(source)(value)
  } catch (error) {
    // The binding editor refuses bad expressions; one that still reaches the runtime (an imported page)
    // must not break the page, so the designed value stays.
    if (error instanceof ExpressionError) return undefined
    throw error
  }
}
