import { useLingui } from '@lingui/react/macro'
import type { BackgroundMode, Orientation } from '../../../engine/document/persisted'

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
export function useOrientationOptions(): { value: Orientation; label: string }[] {
  const { t } = useLingui()
  return [
    { value: 'auto', label: t`Auto` },
    { value: 'horizontal', label: t`Horizontal` },
    { value: 'vertical', label: t`Vertical` },
  ]
}
