import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { type DroppedAlarmLimit, reviewAlarmLimits } from '../../engine/rules/alarmLimits'
import { InlineNotice } from './InlineNotice'

/**
 * The spec's grouping rule (S1 §3) applied to alarm limits as they are being edited or imported: the
 * entries it keeps (what to save) and those it drops, each with the reason to show. Recomputed only when
 * `entries` changes identity.
 */
export function useAlarmLimitReview(entries: readonly unknown[]) {
  return useMemo(() => reviewAlarmLimits(entries), [entries])
}

/**
 * Says which alarm limits the grouping rule drops and why ("Dropped limit Hi2: duplicate of gt 80 (Hi)"),
 * updated as the user types; empty when it drops none. A polite live region, so screen readers hear it.
 */
export function AlarmLimitReview({
  entries,
  dropped: given,
}: {
  entries?: readonly unknown[]
  /** The review's drops when the caller already has them (from `useAlarmLimitReview`). */
  dropped?: readonly DroppedAlarmLimit[]
}) {
  const { t, i18n } = useLingui()
  const own = useAlarmLimitReview(entries ?? NONE)
  const dropped = given ?? own.dropped
  return (
    <div role="status" aria-live="polite" data-testid="alarm-limit-review">
      {dropped.length > 0 ? (
        <InlineNotice tone="warning" title={t`Alarm limits that will not be kept`}>
          <ul>
            {dropped.map((drop) => (
              <li key={drop.index}>{i18n._(drop.message)}</li>
            ))}
          </ul>
        </InlineNotice>
      ) : null}
    </div>
  )
}

const NONE: readonly unknown[] = []
