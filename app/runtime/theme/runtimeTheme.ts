import type { PageTheme } from '../../../engine/document/persisted'

/** The look a runtime page is drawn in. */
export type RuntimeTheme = 'light' | 'dark'

/**
 * The runtime part of the `appOption` configuration record (beside the spec's showDatalinkTooltip):
 * `runtimeTheme` the installation's default look, `runtimeThemes` an application's own (by appId), and
 * `operatorTheme` '1' when operators may switch the look for themselves, '0' when the choice is fixed.
 */
export interface ThemeOptions {
  runtimeTheme: RuntimeTheme
  runtimeThemes: Record<string, RuntimeTheme>
  operatorTheme: '1' | '0'
}

export const DEFAULT_THEME_OPTIONS: ThemeOptions = {
  runtimeTheme: 'light',
  runtimeThemes: {},
  operatorTheme: '1',
}

const isTheme = (value: unknown): value is RuntimeTheme => value === 'light' || value === 'dark'

/** Reads the theme options out of an `appOption` value; anything unreadable falls back to the defaults. */
export function readThemeOptions(value: unknown): ThemeOptions {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  const byApp =
    typeof record.runtimeThemes === 'object' && record.runtimeThemes !== null ? record.runtimeThemes : {}
  return {
    runtimeTheme: isTheme(record.runtimeTheme) ? record.runtimeTheme : DEFAULT_THEME_OPTIONS.runtimeTheme,
    runtimeThemes: Object.fromEntries(Object.entries(byApp).filter((entry) => isTheme(entry[1]))),
    operatorTheme: record.operatorTheme === '0' ? '0' : '1',
  }
}

/**
 * The look of one page: the page's own setting overrides its application's, which overrides the
 * installation's; an operator's choice overrides them all where operators may choose.
 */
export function resolveTheme(
  page: PageTheme,
  appId: string,
  options: ThemeOptions,
  operator: RuntimeTheme | null,
): RuntimeTheme {
  if (options.operatorTheme === '1' && operator) return operator
  if (page !== 'app') return page
  return options.runtimeThemes[appId] ?? options.runtimeTheme
}

/** The operator's choice is remembered per user in this browser. */
const storageKey = (userId: number) => `gantry:runtime-theme:${userId}`

export function storedOperatorTheme(userId: number): RuntimeTheme | null {
  try {
    const value = localStorage.getItem(storageKey(userId))
    return isTheme(value) ? value : null
  } catch {
    return null
  }
}

export function storeOperatorTheme(userId: number, theme: RuntimeTheme): void {
  try {
    localStorage.setItem(storageKey(userId), theme)
  } catch {
    // A browser refusing storage (private mode) still switches the look for this visit.
  }
}
