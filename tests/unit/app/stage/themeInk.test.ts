import { describe, expect, test } from 'vitest'
import { withThemeInk } from '../../../../app/stage/themeInk'
import { labelProps } from '../../../../plugins/forms/label/manifest'
import { textProps } from '../../../../plugins/shapes/text/manifest'

// Issue 19: on the dark runtime theme, labels and drawn text kept their near-black default ink.
describe('text ink on the runtime theme', () => {
  test('a label’s and a text shape’s default ink takes the theme’s; a chosen colour stays', () => {
    const label = { text: 'Level', color: '#1B2430', background: '' }
    expect(withThemeInk(labelProps, label, '#d6dadf')).toEqual({ ...label, color: '#d6dadf' })
    const red = { ...label, color: '#ff0000' }
    expect(withThemeInk(labelProps, red, '#d6dadf')).toBe(red)
    const text = { text: 'Tank', color: 'black' }
    expect(withThemeInk(textProps, text, 'var(--gx-ink)').color).toBe('var(--gx-ink)')
    // The light theme sets no ink: nothing changes.
    expect(withThemeInk(labelProps, label, null)).toBe(label)
  })
})
