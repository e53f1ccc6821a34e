import type { PropsSchema } from '../../engine/plugins/propsSchema'

/**
 * A widget's props with every text-ink colour left at its default (`ink` colour fields) set to `ink`: on
 * the dark runtime theme a label's default near-black would be unreadable. Colours the designer chose stay;
 * the same object comes back when nothing changes (`ink` null, or no such field at its default).
 */
export function withThemeInk<P extends Record<string, unknown>>(
  schema: PropsSchema,
  props: P,
  ink: string | null,
): P {
  if (!ink) return props
  let inked: P | null = null
  for (const [key, field] of Object.entries(schema)) {
    if (field.kind !== 'color' || !field.ink) continue
    const value = props[key]
    if (typeof value === 'string' && value.toLowerCase() === field.default.toLowerCase()) {
      inked ??= { ...props }
      ;(inked as Record<string, unknown>)[key] = ink
    }
  }
  return inked ?? props
}

/** The CSS custom property on a runtime page that holds its theme's text ink (set by the dark theme only). */
export const THEME_INK_VAR = '--rt-ink'
