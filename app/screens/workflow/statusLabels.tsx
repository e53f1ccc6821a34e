import { useLingui } from '@lingui/react/macro'
import { Badge } from '../../ui'

const TONES: Record<string, 'neutral' | 'success' | 'warning' | 'danger' | 'info'> = {
  todo: 'info',
  running: 'info',
  suspended: 'warning',
  completed: 'success',
  done: 'success',
  terminated: 'danger',
  cancelled: 'neutral',
}

/** The status of a task, an instance or a delegation as a badge; an overdue to-do says so in red. */
export function StatusBadge({ status, overdue }: { status: string; overdue?: boolean }) {
  const { t } = useLingui()
  if (overdue) return <Badge tone="danger">{t`Overdue`}</Badge>
  const labels: Record<string, string> = {
    todo: t`To do`,
    done: t`Done`,
    cancelled: t`Cancelled`,
    running: t`Running`,
    suspended: t`Suspended`,
    completed: t`Completed`,
    terminated: t`Terminated`,
    active: t`Delegated`,
  }
  return <Badge tone={TONES[status] ?? 'neutral'}>{labels[status] ?? status}</Badge>
}

/** A time as the list columns show it; empty when not yet. */
export const when = (value: string | null | undefined) => (value ? new Date(value).toLocaleString() : '')
