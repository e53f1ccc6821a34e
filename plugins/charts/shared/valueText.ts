/**
 * A chart value as tooltips show it: rounded by size, so a live reading reads 68.07 rather than
 * 68.07447914412721, without trailing zeros, then the unit.
 */
export function chartValueText(value: number, unit = ''): string {
  const size = Math.abs(value)
  const decimals = size >= 1000 ? 0 : size >= 100 ? 1 : size >= 10 ? 2 : 3
  const text = String(Number(value.toFixed(decimals)))
  const suffix = unit.trim()
  return suffix ? `${text} ${suffix}` : text
}
