import { Cron } from 'croner'
import type { MessageDescriptor } from '../../../engine/messages.ts'
import { withValues } from '../../../engine/messages.ts'
import { SCHEDULER_MESSAGES } from './messages.ts'

/** A task's schedule: a cron expression (server local time, 5 or 6 fields) or a fixed interval. */
export interface Schedule {
  cron: string | null
  intervalSeconds: number | null
}

/** Why `schedule` cannot be used, or null when it can. */
export function scheduleProblem(schedule: Schedule): MessageDescriptor | null {
  const cron = schedule.cron?.trim() || null
  if ((cron === null) === (schedule.intervalSeconds === null)) return SCHEDULER_MESSAGES.oneSchedule
  if (cron === null) return null
  try {
    const pattern = new Cron(cron, { paused: true })
    if (pattern.nextRun() === null) return withValues(SCHEDULER_MESSAGES.cronNeverRuns, { cron })
    return null
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/^CronPattern: /, '') : String(error)
    return withValues(SCHEDULER_MESSAGES.badCron, { cron, reason })
  }
}

/** The first time strictly after `after` (epoch ms) that the schedule comes due, or null if never. */
export function nextRunAfter(schedule: Schedule, after: number): number | null {
  if (schedule.intervalSeconds !== null) {
    // Aligned to the epoch, so every process computes the same due times.
    const step = schedule.intervalSeconds * 1000
    return (Math.floor(after / step) + 1) * step
  }
  if (!schedule.cron) return null
  const next = new Cron(schedule.cron, { paused: true }).nextRun(new Date(after))
  return next ? next.getTime() : null
}
