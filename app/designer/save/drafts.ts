import { encodePage } from '../../../engine/codec/pageDocCodec'
import type { PageDoc } from '../../../engine/document/pageDoc'
import type { PageRecordWire } from '../../../engine/document/persisted'
import { withSymbolReferences } from '../../stage/symbolRefs'

/**
 * Local drafts: the page as it is being edited, kept in the browser's local storage so a crash, a closed
 * tab or a reload does not lose work. Written at most once a second while there are unsaved changes,
 * removed when the page is saved (or its changes undone back to the saved state).
 */
export interface PageDraft {
  pageId: string
  /** When the draft was written, epoch ms. */
  savedAt: number
  /** The server version the draft's edits started from. */
  baseVersion: number
  record: PageRecordWire
}

export const DRAFT_THROTTLE_MS = 1000

export function draftKey(pageId: string): string {
  return `gantry.designer.draft.${pageId}`
}

/** Writes the draft; false when the browser refuses (storage full or disabled). */
export function writeDraft(doc: PageDoc, baseVersion: number, now = Date.now()): boolean {
  const draft: PageDraft = {
    pageId: doc.id,
    savedAt: now,
    baseVersion,
    record: encodePage(withSymbolReferences(doc), { compress: true }),
  }
  try {
    localStorage.setItem(draftKey(doc.id), JSON.stringify(draft))
    return true
  } catch {
    return false
  }
}

/** The stored draft of a page, if there is a readable one. */
export function readDraft(pageId: string): PageDraft | null {
  try {
    const text = localStorage.getItem(draftKey(pageId))
    if (!text) return null
    const draft = JSON.parse(text) as PageDraft
    return draft && draft.pageId === pageId && typeof draft.savedAt === 'number' && draft.record
      ? draft
      : null
  } catch {
    return null
  }
}

export function clearDraft(pageId: string): void {
  try {
    localStorage.removeItem(draftKey(pageId))
  } catch {
    // Storage disabled: there is no draft to remove either.
  }
}

/**
 * Whether a draft should be offered on opening: only one written after the server's copy was last
 * saved (an older draft was overtaken by a save, here or elsewhere).
 */
export function isNewerDraft(draft: PageDraft, serverUpdatedAt: string): boolean {
  const server = Date.parse(serverUpdatedAt)
  return Number.isNaN(server) || draft.savedAt > server
}

/** Calls `write` at most once per `ms`, always with the latest arguments, the last call never lost. */
export function throttle<A extends unknown[]>(write: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | null = null
  let last = 0
  let pending: A | null = null
  const run = () => {
    timer = null
    last = Date.now()
    if (pending) {
      const args = pending
      pending = null
      write(...args)
    }
  }
  return {
    call(...args: A) {
      pending = args
      if (timer) return
      const wait = Math.max(0, last + ms - Date.now())
      timer = setTimeout(run, wait)
    },
    cancel() {
      if (timer) clearTimeout(timer)
      timer = null
      pending = null
    },
    flush() {
      if (timer) clearTimeout(timer)
      run()
    },
  }
}
