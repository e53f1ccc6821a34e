import { useLingui } from '@lingui/react/macro'
import type { RuntimeTheme } from './runtimeTheme'

/** The operator's switch between the light and the dark (control-room) look of runtime pages. */
export function ThemeToggle({
  theme,
  onSwitch,
}: {
  theme: RuntimeTheme
  onSwitch: (theme: RuntimeTheme) => void
}) {
  const { t } = useLingui()
  const dark = theme === 'dark'
  return (
    <button
      type="button"
      className="runtime__values-toggle"
      aria-pressed={dark}
      data-testid="runtime-theme-toggle"
      title={t`Dark control-room look`}
      onClick={() => onSwitch(dark ? 'light' : 'dark')}
    >
      {t({ message: 'Dark', context: 'runtime look' })}
    </button>
  )
}
