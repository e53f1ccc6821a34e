// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import {
  DEFAULT_THEME_OPTIONS,
  readThemeOptions,
  resolveTheme,
  storedOperatorTheme,
  storeOperatorTheme,
} from '../../../../app/runtime/theme/runtimeTheme'

describe('runtime look', () => {
  afterEach(() => localStorage.clear())

  it('reads the appOption record, keeping only valid looks', () => {
    expect(readThemeOptions({ showDatalinkTooltip: '1' })).toEqual(DEFAULT_THEME_OPTIONS)
    expect(
      readThemeOptions({
        runtimeTheme: 'dark',
        runtimeThemes: { 3: 'light', 4: 'neon' },
        operatorTheme: '0',
      }),
    ).toEqual({ runtimeTheme: 'dark', runtimeThemes: { 3: 'light' }, operatorTheme: '0' })
    expect(readThemeOptions('garbage')).toEqual(DEFAULT_THEME_OPTIONS)
  })

  it('lets the page override its application, the application the installation', () => {
    const options = readThemeOptions({
      runtimeTheme: 'light',
      runtimeThemes: { 7: 'dark' },
      operatorTheme: '0',
    })
    expect(resolveTheme('app', '1', options, null)).toBe('light')
    expect(resolveTheme('app', '7', options, null)).toBe('dark')
    expect(resolveTheme('light', '7', options, null)).toBe('light')
    expect(resolveTheme('dark', '1', options, null)).toBe('dark')
  })

  it("follows the operator's choice only where operators may choose", () => {
    const fixed = readThemeOptions({ runtimeTheme: 'dark', operatorTheme: '0' })
    expect(resolveTheme('app', '1', fixed, 'light')).toBe('dark')
    const open = readThemeOptions({ runtimeTheme: 'dark' })
    expect(resolveTheme('dark', '1', open, 'light')).toBe('light')
  })

  it("remembers each user's choice apart in this browser", () => {
    storeOperatorTheme(1, 'dark')
    expect(storedOperatorTheme(1)).toBe('dark')
    expect(storedOperatorTheme(2)).toBeNull()
  })
})
