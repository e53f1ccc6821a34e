import { i18n, type MessageDescriptor } from '@lingui/core'
import { proxy, ref } from 'valtio'
import { decodePage } from '../../../engine/codec/pageDocCodec'
import type { PageDoc } from '../../../engine/document/pageDoc'
import type { PageRecordWire } from '../../../engine/document/persisted'
import { listWidgets } from '../../../engine/document/widgetStore'
import { checkFormNames, pageFormNames } from '../../../engine/forms/formNames'
import type { PluginRegistry } from '../../../engine/plugins/registry'
import { widgetMigratorFor } from '../../../engine/plugins/widgetMigrator'
import { MESSAGES } from '../../../engine/rules/responses'
import type { GantryPlugin } from '../../../plugins/shared/viewContract'
import { fetchPage, type PageRecord, putPage } from '../../stage/pageApi'
import { resolveSymbolRefs } from '../../stage/symbolRefs'
import { notify } from '../../ui'
import { createDesignerStore, type DesignerStore } from '../state/designerStore'
import type { DesignerSession } from './designerSession'
import {
  clearDraft,
  DRAFT_THROTTLE_MS,
  isNewerDraft,
  type PageDraft,
  readDraft,
  throttle,
  writeDraft,
} from './drafts'
import { baselineOf, buildSaveBody, type SaveBaseline } from './saveBody'

/** What the save indicator, the conflict dialog and the draft offer show. */
export interface SessionUi {
  saving: boolean
  /** A save was refused with 409: someone saved the page in between. */
  conflict: boolean
  /** A conflict choice is being carried out. */
  resolving: boolean
  lastSavedAt: number | null
  draftSavedAt: number | null
  /** A newer local draft found on opening, offered for recovery. */
  draftOffer: PageDraft | null
  /** Form controls without a data field name: the save waits for the designer to confirm. */
  nameWarnings: string[] | null
}

export type SaveOutcome = 'saved' | 'unchanged' | 'conflict' | 'failed'

/** Decodes a fetched page for the editor; the spec's messages for a page that cannot be opened. */
export function decodeRecord(
  record: PageRecordWire,
  registry: PluginRegistry<GantryPlugin>,
): { ok: true; doc: PageDoc } | { ok: false; message: MessageDescriptor } {
  const decoded = decodePage(record, { migrateWidget: widgetMigratorFor(registry) })
  if (decoded.ok) return { ok: true, doc: decoded.value }
  // Spec S0 §5/§8: a normal page without layout aborts with 'create page error'; a missing layout block
  // (or any other unreadable answer) is 'data request failed'.
  return {
    ok: false,
    message: decoded.code === 'createPageError' ? MESSAGES.createPageError : MESSAGES.dataRequestFailed,
  }
}

function asWire(record: PageRecord): PageRecordWire {
  return { ...record, appId: String(record.appId) }
}

/**
 * One page open in the designer: the store, what the server holds (the save baseline), saving with
 * version checks, the 409 conflict choice, and the local draft kept while there are unsaved changes.
 */
export class PageSession implements DesignerSession {
  readonly subject = 'page' as const
  readonly ui = proxy<SessionUi>({
    saving: false,
    conflict: false,
    resolving: false,
    lastSavedAt: null,
    draftSavedAt: null,
    draftOffer: null,
    nameWarnings: null,
  })
  readonly store: DesignerStore
  private baseline: SaveBaseline
  private readonly stop: () => void
  private readonly drafts = throttle((doc: PageDoc) => {
    if (writeDraft(doc, this.baseline.pageVersion)) this.ui.draftSavedAt = Date.now()
  }, DRAFT_THROTTLE_MS)

  constructor(
    readonly pageId: string,
    record: PageRecord,
    doc: PageDoc,
    private readonly registry: PluginRegistry<GantryPlugin>,
  ) {
    this.store = createDesignerStore(doc, { registry })
    this.baseline = baselineOf(record, doc)
    const draft = readDraft(pageId)
    if (draft && isNewerDraft(draft, record.updatedAt)) this.ui.draftOffer = ref(draft)
    else if (draft) clearDraft(pageId)
    const { editor } = this.store
    this.stop = editor.subscribe((change) => {
      if (change.reason === 'selection' || change.reason === 'gesture') return
      if (editor.isDirty) this.drafts.call(editor.doc)
      else {
        this.drafts.cancel()
        clearDraft(pageId)
        this.ui.draftSavedAt = null
      }
    })
  }

  dispose(): void {
    // A pending draft is written now: closing the editor must not lose the last second of work.
    if (this.store.editor.isDirty) this.drafts.flush()
    else this.drafts.cancel()
    this.stop()
    this.store.dispose()
  }

  /** Saves the page and its changed blocks in one call; marks the editor saved on 201. */
  async save(everything = false, namesConfirmed = false): Promise<SaveOutcome> {
    const { editor } = this.store
    if (this.ui.saving) return 'unchanged'
    if (!editor.isDirty && !everything) return 'unchanged'
    const doc = editor.doc
    // Uniqueness rules of S1 §5: duplicate control ids, field names or group names refuse the save; a
    // form control without a field name asks first.
    const names = pageFormNames(
      Object.values(doc.blocks).map((block) => ({
        widgets: listWidgets(block.widgets),
        groups: Object.values(block.groups).map((group) => group.name),
      })),
    )
    const problems = checkFormNames(names.controls, names.groupNames)
    if (problems.errors.length > 0) {
      notify.error(i18n._(MESSAGES.saveFailed), problems.errors.map((problem) => i18n._(problem)).join('; '))
      return 'failed'
    }
    if (problems.warnings.length > 0 && !namesConfirmed) {
      this.ui.nameWarnings = problems.warnings.map((problem) => i18n._(problem))
      return 'unchanged'
    }
    this.ui.nameWarnings = null
    this.ui.saving = true
    const result = await putPage(this.pageId, buildSaveBody(doc, this.baseline, everything))
    this.ui.saving = false
    if (result.ok && result.status === 201) {
      this.baseline = baselineOf(result.data, doc)
      // Edits made while the request ran are not in this save: the page stays dirty for them.
      if (editor.doc === doc) {
        editor.markSaved()
        this.drafts.cancel()
        clearDraft(this.pageId)
        this.ui.draftSavedAt = null
      }
      this.ui.lastSavedAt = Date.now()
      notify.success(i18n._(MESSAGES.saveSucceeded))
      return 'saved'
    }
    if (!result.ok && result.status === 409) {
      this.ui.conflict = true
      return 'conflict'
    }
    notify.error(i18n._(MESSAGES.saveFailed), result.ok ? '' : result.message)
    return 'failed'
  }

  /** Conflict choice: drop local changes and load the page as saved elsewhere. */
  async reloadTheirs(): Promise<boolean> {
    this.ui.resolving = true
    const fetched = await fetchPage(this.pageId)
    this.ui.resolving = false
    if (!fetched.ok || fetched.status !== 200) {
      notify.error(i18n._(MESSAGES.dataRequestFailed), fetched.ok ? '' : fetched.message)
      return false
    }
    const decoded = decodeRecord(asWire(fetched.data), this.registry)
    if (!decoded.ok) {
      notify.error(i18n._(decoded.message))
      return false
    }
    await resolveSymbolRefs(decoded.doc)
    this.drafts.cancel()
    this.store.load(decoded.doc)
    this.baseline = baselineOf(fetched.data, decoded.doc)
    clearDraft(this.pageId)
    this.ui.conflict = false
    return true
  }

  /** Conflict choice: fetch the current versions, then save every block of this editor over them. */
  async overwriteMine(): Promise<boolean> {
    this.ui.resolving = true
    const fetched = await fetchPage(this.pageId)
    if (!fetched.ok || fetched.status !== 200) {
      this.ui.resolving = false
      notify.error(i18n._(MESSAGES.dataRequestFailed), fetched.ok ? '' : fetched.message)
      return false
    }
    this.baseline = { ...baselineOf(fetched.data, this.store.editor.doc), savedBlocks: new Map() }
    this.ui.conflict = false
    const outcome = await this.save(true)
    this.ui.resolving = false
    return outcome === 'saved'
  }

  /** The page record moved from version `previous` to `next` by an edit this editor made elsewhere. */
  adoptVersion(previous: number, next: number): void {
    if (this.baseline.pageVersion === previous) this.baseline = { ...this.baseline, pageVersion: next }
  }

  /** Saves after the designer confirmed form controls without a data field name. */
  async confirmNames(): Promise<SaveOutcome> {
    this.ui.nameWarnings = null
    return this.save(false, true)
  }

  /** Closes the name warning without saving. */
  cancelNames(): void {
    this.ui.nameWarnings = null
  }

  /** Conflict choice: close the dialog and go on editing (the next save will conflict again). */
  keepEditing(): void {
    this.ui.conflict = false
  }

  /** Loads the offered draft: its changes count as unsaved. */
  async restoreDraft(): Promise<void> {
    const draft = this.ui.draftOffer
    this.ui.draftOffer = null
    if (!draft) return
    const decoded = decodeRecord(draft.record, this.registry)
    if (!decoded.ok) {
      notify.error(i18n._(decoded.message))
      clearDraft(this.pageId)
      return
    }
    await resolveSymbolRefs(decoded.doc)
    this.store.load(decoded.doc)
    this.store.editor.history.markUnsaved()
    this.store.state.dirty = true
    this.drafts.call(decoded.doc)
  }

  discardDraft(): void {
    this.ui.draftOffer = null
    clearDraft(this.pageId)
  }
}

/** Fetches and decodes a page for editing, or says why it cannot be opened. */
export async function openPageSession(
  pageId: string,
  registry: PluginRegistry<GantryPlugin>,
): Promise<PageSession | { error: string }> {
  const fetched = await fetchPage(pageId)
  // Spec S0 §4: fetching a layout succeeds only with 200.
  if (!fetched.ok || fetched.status !== 200) {
    return { error: i18n._(MESSAGES.dataRequestFailed) + (fetched.ok ? '' : ` (${fetched.message})`) }
  }
  const decoded = decodeRecord(asWire(fetched.data), registry)
  if (!decoded.ok) return { error: i18n._(decoded.message) }
  // Placed library symbols are stored as references: the designer holds their drawings while editing.
  await resolveSymbolRefs(decoded.doc)
  return new PageSession(pageId, fetched.data, decoded.doc, registry)
}
