import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * Restore status values (server backup/restoreJob.ts): 0 idle, 1 reading the backup, 3 replacing the
 * data, 4 finishing; final 2 succeeded, 5 failed with the previous data intact, 6 rejected.
 */
export type RestorePhase = 'idle' | 'reading' | 'writing' | 'finishing' | 'succeeded' | 'failed' | 'rejected'

const PHASES: Record<number, RestorePhase> = {
  0: 'idle',
  1: 'reading',
  2: 'succeeded',
  3: 'writing',
  4: 'finishing',
  5: 'failed',
  6: 'rejected',
}

export function restorePhase(status: number): RestorePhase {
  return PHASES[status] ?? 'idle'
}

/** Whether the phase is one a restore ends in (the spec's 2, 5 and 6). */
export function isFinalPhase(phase: RestorePhase): boolean {
  return phase === 'succeeded' || phase === 'failed' || phase === 'rejected'
}

export const PHASE_MESSAGES: Record<RestorePhase, MessageDescriptor> = {
  idle: msg`Waiting to start`,
  reading: msg`Reading the backup`,
  writing: msg`Replacing the data`,
  finishing: msg`Finishing`,
  succeeded: msg`Restore succeeded`,
  failed: msg`Restore failed; the previous data is intact`,
  rejected: msg`The backup was refused; nothing changed`,
}

/** A progress figure for people: a whole percentage between 0 and 100. */
export function progressPercent(progress: unknown): number {
  const value = typeof progress === 'number' && Number.isFinite(progress) ? progress : 0
  return Math.round(Math.min(100, Math.max(0, value)))
}
