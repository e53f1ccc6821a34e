import { proxy } from 'valtio'

/** What a notice reports. */
export type NoticeKind = 'success' | 'error' | 'warning' | 'info'

/** A notice on screen: a title, an optional message, and when it leaves by itself. */
export interface Notice {
  id: number
  kind: NoticeKind
  title: string
  message: string
  /** 0 keeps it until closed. */
  durationMs: number
}

const DEFAULT_DURATION_MS: Record<NoticeKind, number> = {
  success: 3000,
  info: 4500,
  warning: 6000,
  error: 8000,
}

/** At most this many notices stack up; the oldest leaves first. */
const MAX_NOTICES = 5

/** The notices currently shown by `<NoticeHost>` (valtio state). */
export const noticeState = proxy<{ notices: Notice[] }>({ notices: [] })

let nextId = 1

/** Shows a notice and returns its id (for `dismissNotice`). The same text twice in a row shows once. */
export function showNotice(kind: NoticeKind, title: string, message = '', durationMs?: number): number {
  const duplicate = noticeState.notices.find(
    (notice) => notice.kind === kind && notice.title === title && notice.message === message,
  )
  if (duplicate) return duplicate.id
  const id = nextId++
  noticeState.notices.push({ id, kind, title, message, durationMs: durationMs ?? DEFAULT_DURATION_MS[kind] })
  if (noticeState.notices.length > MAX_NOTICES) noticeState.notices.shift()
  return id
}

/** Removes a notice. */
export function dismissNotice(id: number): void {
  const index = noticeState.notices.findIndex((notice) => notice.id === id)
  if (index >= 0) noticeState.notices.splice(index, 1)
}

/** Shorthands: `notify.success(title, message?)`, `notify.error(...)`, `notify.warning`, `notify.info`. */
export const notify = {
  success: (title: string, message?: string) => showNotice('success', title, message),
  error: (title: string, message?: string) => showNotice('error', title, message),
  warning: (title: string, message?: string) => showNotice('warning', title, message),
  info: (title: string, message?: string) => showNotice('info', title, message),
}

/** Removes every notice (a sign-out: what was said to the previous session no longer applies). */
export function clearNotices(): void {
  noticeState.notices.splice(0)
}

/**
 * Kinds that only confirm what the screen just did ("Saved successfully"): they leave with their screen's
 * side and are not held by a hovering pointer, since they sit over that side's controls.
 */
export const CONFIRMATION_KINDS: readonly NoticeKind[] = ['success', 'info']

/** Removes the confirmations (errors and warnings stay until read or closed). */
export function clearConfirmations(): void {
  const kept = noticeState.notices.filter((notice) => !CONFIRMATION_KINDS.includes(notice.kind))
  if (kept.length !== noticeState.notices.length) noticeState.notices.splice(0, Infinity, ...kept)
}
