import { useLingui } from '@lingui/react/macro'
import { Badge } from '../../ui'
import type { CollectorStatus, RegistrationStatus } from './collectorApi'

type Tone = 'success' | 'warning' | 'danger'

const REGISTRATION_TONE: Record<RegistrationStatus, Tone> = {
  pendingAccess: 'warning',
  pendingReplace: 'warning',
  pendingReview: 'warning',
  reviewed: 'success',
  rejected: 'danger',
}

/** A registration status in the spec's words (the same words as the mobile device review). */
export function RegistrationBadge({ status }: { status: RegistrationStatus }) {
  const { t } = useLingui()
  const text: Record<RegistrationStatus, string> = {
    pendingAccess: t`Pending access`,
    pendingReplace: t`Pending replacement`,
    pendingReview: t`Pending review`,
    reviewed: t`Reviewed`,
    rejected: t`Rejected`,
  }
  return <Badge tone={REGISTRATION_TONE[status] ?? 'neutral'}>{text[status] ?? status}</Badge>
}

/** Offline / online / abnormal, as a coloured dot with its word. */
export function StatusDot({ status }: { status: CollectorStatus }) {
  const { t } = useLingui()
  const text: Record<CollectorStatus, string> = {
    offline: t`Offline`,
    online: t`Online`,
    abnormal: t`Abnormal`,
  }
  return <span className={`status-dot status-dot--${status}`}>{text[status] ?? status}</span>
}

/** A connector's or driver's state: online, or offline. */
export function OnlineDot({ online }: { online: boolean }) {
  return <StatusDot status={online ? 'online' : 'offline'} />
}

/** The registration info a collector sent (host, OS, version…) as one short line. */
export function regInfoText(info: Record<string, unknown>): string {
  return Object.entries(info)
    .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(' · ')
}
