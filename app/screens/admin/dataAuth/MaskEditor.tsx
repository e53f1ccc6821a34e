import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from '../../../ui'
import {
  DENY_ALL_MASK,
  maskMode,
  permittedPositions,
  togglePosition,
  visiblePositionCount,
} from './maskPositions'

interface Props {
  /** Says which item the checkboxes belong to, for their accessible names. */
  itemLabel: string
  mask: string
  onChange: (mask: string) => void
}

/** Positions added by "more positions": one byte of the mask. */
const STEP = 8

/**
 * The permission bit mask of one data item as checkboxes, one per position, ticked when permitted (the
 * spec: a set bit denies, empty means permitted, '-1' yields nothing).
 */
export function MaskEditor({ itemLabel, mask, onChange }: Props) {
  const { t } = useLingui()
  const [extra, setExtra] = useState(0)
  const count = visiblePositionCount(mask) + extra
  const ticks = permittedPositions(mask, count)
  const mode = maskMode(mask)
  return (
    <div className="mask-editor">
      <fieldset className="mask-editor__positions">
        <legend className="visually-hidden">{t`Permitted positions of ${itemLabel}`}</legend>
        {ticks.map((permitted, position) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the index is the bit position, the checkbox's identity
          <label key={position} className="mask-editor__position" title={t`Position ${position}`}>
            <input
              type="checkbox"
              checked={permitted}
              aria-label={t`Position ${position} of ${itemLabel}`}
              onChange={(event) => onChange(togglePosition(mask, position, event.target.checked, count))}
            />
            <span>{position}</span>
          </label>
        ))}
      </fieldset>
      <div className="mask-editor__footer">
        <code className="mask-editor__value" title={t`Stored mask`}>
          {mode === 'open' ? (
            <Trans>empty: all permitted</Trans>
          ) : mode === 'denyAll' ? (
            <Trans>-1: nothing permitted</Trans>
          ) : (
            mask
          )}
        </code>
        <Button size="sm" variant="ghost" onClick={() => onChange('')} disabled={mode === 'open'}>
          <Trans>Permit all</Trans>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onChange(DENY_ALL_MASK)}
          disabled={mode === 'denyAll'}
        >
          <Trans>Deny all</Trans>
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setExtra((value) => value + STEP)}>
          <Trans>More positions</Trans>
        </Button>
      </div>
    </div>
  )
}
