import { useLingui } from '@lingui/react/macro'
import type { BackgroundMode, Orientation, PageTheme } from '../../../engine/document/persisted'

/** Background layout options of spec S0 §3: horizontal adapt, vertical adapt, stretch. */
export function useBackgroundOptions(): { value: BackgroundMode; label: string }[] {
  const { t } = useLingui()
  return [
    { value: 'stretch', label: t`Stretch` },
    { value: 'horizontalAdapt', label: t`Fit width` },
    { value: 'verticalAdapt', label: t`Fit height` },
  ]
}

/** Screen orientation of spec S0 §3: horizontal, vertical or auto. */
/** A runtime page's look: its application's (the default), or light or dark for this page alone. */
export function useThemeOptions(): { value: PageTheme; label: string }[] {
  const { t } = useLingui()
  return [
    { value: 'app', label: t`As the application` },
    { value: 'light', label: t({ message: 'Light', context: 'runtime look' }) },
    { value: 'dark', label: t({ message: 'Dark', context: 'runtime look' }) },
  ]
}

export function useOrientationOptions(): { value: Orientation; label: string }[] {
  const { t } = useLingui()
  return [
    { value: 'auto', label: t`Auto` },
    { value: 'horizontal', label: t`Horizontal` },
    { value: 'vertical', label: t`Vertical` },
  ]
}
