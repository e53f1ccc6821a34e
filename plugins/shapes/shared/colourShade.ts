/** Lighter and darker tones of a colour, for the shading of pipes and equipment. */
import { Color } from 'fabric'

/**
 * `colour` moved towards white (amount > 0) or black (amount < 0) by |amount| (0..1), as 'rgba(...)'.
 * An unreadable colour is returned unchanged (fabric reads it as black).
 */
export function shade(colour: string, amount: number): string {
  const parsed = new Color(colour)
  const [r, g, b, a] = parsed.getSource()
  const target = amount >= 0 ? 255 : 0
  const t = Math.min(1, Math.abs(amount))
  const mix = (channel: number) => Math.round(channel + (target - channel) * t)
  return `rgba(${mix(r)},${mix(g)},${mix(b)},${a})`
}
