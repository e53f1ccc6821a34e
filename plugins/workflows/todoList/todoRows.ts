import type { TodoRow } from '../../shared/viewContract.ts'

const MINUTE = 60_000

/** What the list looks like in the designer: sample to-dos, nothing loaded. */
export function designPreviewTodos(now: number): TodoRow[] {
  const row = (taskId: number, taskName: string, flowName: string, minutes: number, overdue = false) => ({
    taskId,
    taskName,
    flowId: taskId,
    flowName,
    startPerson: 'operator',
    received: now - minutes * MINUTE,
    overdue,
  })
  return [
    row(3, 'Approve spare pump', 'Purchase approval', 4),
    row(2, 'Check valve V-204', 'Maintenance request', 90, true),
    row(1, 'Sign off filter change', 'Maintenance request', 1500),
  ]
}

/** How long ago, in whole minutes, hours or days (under a minute: now), for the view to word. */
export function age(
  received: number,
  now: number,
): { unit: 'now' | 'minute' | 'hour' | 'day'; count: number } {
  const minutes = Math.max(0, Math.floor((now - received) / MINUTE))
  if (minutes < 1) return { unit: 'now', count: 0 }
  if (minutes < 60) return { unit: 'minute', count: minutes }
  if (minutes < 24 * 60) return { unit: 'hour', count: Math.floor(minutes / 60) }
  return { unit: 'day', count: Math.floor(minutes / (24 * 60)) }
}
