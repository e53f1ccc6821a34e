import { i18n } from '@lingui/core'
import { proxy } from 'valtio'
import { decodeSymbol, duplicatePartNames, encodeSymbol } from '../../../engine/codec/symbolCodec'
import { pageDocToSymbol, symbolToPageDoc } from '../../../engine/codec/symbolPageDoc'
import type { PageDoc } from '../../../engine/document/pageDoc'
import type { PluginRegistry } from '../../../engine/plugins/registry'
import { MESSAGES } from '../../../engine/rules/responses'
import type { GantryPlugin } from '../../../plugins/shared/viewContract'
import { fetchSymbol, type SymbolRecord, updateSymbol } from '../../screens/symbols/symbolApi'
import { notify } from '../../ui'
import { createDesignerStore, type DesignerStore } from '../state/designerStore'
import type { DesignerSession } from './designerSession'
import type { SaveOutcome, SessionUi } from './pageSession'
import { symbolSaveMessages as m } from './symbolSaveMessages'

/** The editor document of a fetched symbol record; the record's name and template win over the document's. */
export function symbolDocOf(
  record: SymbolRecord,
): { ok: true; doc: PageDoc } | { ok: false; message: string } {
  const decoded = decodeSymbol(record.content)
  if (!decoded.ok) return { ok: false, message: decoded.message }
  const symbol = {
    ...decoded.value,
    id: String(record.id),
    appId: String(record.appId),
    name: record.name,
    templateName: record.templateName || decoded.value.templateName,
  }
  return { ok: true, doc: symbolToPageDoc(symbol) }
}

/**
 * One symbol open in the designer: saved through the symbol codec with the record's version, a 409 offers
 * the same choice as a page (reload theirs, overwrite with mine, keep editing).
 */
export class SymbolSession implements DesignerSession {
  readonly subject = 'symbol' as const
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
  private version: number

  constructor(
    readonly record: SymbolRecord,
    doc: PageDoc,
    registry: PluginRegistry<GantryPlugin>,
    /** Told after each save, so the library tree shows the new name and version. */
    private readonly onSaved: (record: SymbolRecord) => void = () => {},
  ) {
    this.store = createDesignerStore(doc, { registry })
    this.version = record.version
  }

  get symbolId(): number {
    return this.record.id
  }

  dispose(): void {
    this.store.dispose()
  }

  /** The record was renamed or moved in the tree (its version moved on there). */
  adoptVersion(previous: number, next: number): void {
    if (this.version === previous) this.version = next
  }

  async save(): Promise<SaveOutcome> {
    const { editor } = this.store
    if (this.ui.saving || !editor.isDirty) return 'unchanged'
    const doc = editor.doc
    const symbol = pageDocToSymbol(doc)
    const repeated = duplicatePartNames(symbol)
    if (repeated.length > 0) {
      notify.error(i18n._(MESSAGES.saveFailed), i18n._(m.partNameTaken(repeated.join(', '))))
      return 'failed'
    }
    this.ui.saving = true
    const result = await updateSymbol(this.record.id, {
      version: this.version,
      name: symbol.name,
      templateName: symbol.templateName,
      content: encodeSymbol(symbol),
    })
    this.ui.saving = false
    if (result.ok) {
      this.version = result.data.version
      if (editor.doc === doc) editor.markSaved()
      this.ui.lastSavedAt = Date.now()
      this.onSaved(result.data)
      notify.success(i18n._(MESSAGES.saveSucceeded))
      return 'saved'
    }
    if (result.status === 409) {
      // A name taken in the folder is a 409 too, but not a conflict of versions: say what it is.
      if (result.details.some((d) => d.id === MESSAGES.canvasExists.id)) {
        notify.error(i18n._(MESSAGES.saveFailed), result.message)
        return 'failed'
      }
      this.ui.conflict = true
      return 'conflict'
    }
    notify.error(i18n._(MESSAGES.saveFailed), result.message)
    return 'failed'
  }

  async reloadTheirs(): Promise<boolean> {
    this.ui.resolving = true
    const fetched = await fetchSymbol(this.record.id)
    this.ui.resolving = false
    const opened = fetched.ok ? symbolDocOf(fetched.data) : null
    if (!fetched.ok || !opened?.ok) {
      notify.error(
        i18n._(MESSAGES.dataRequestFailed),
        fetched.ok ? (opened as { message: string }).message : fetched.message,
      )
      return false
    }
    this.store.load(opened.doc)
    this.version = fetched.data.version
    this.ui.conflict = false
    return true
  }

  async overwriteMine(): Promise<boolean> {
    this.ui.resolving = true
    const fetched = await fetchSymbol(this.record.id)
    if (!fetched.ok) {
      this.ui.resolving = false
      notify.error(i18n._(MESSAGES.dataRequestFailed), fetched.message)
      return false
    }
    this.version = fetched.data.version
    this.ui.conflict = false
    const outcome = await this.save()
    this.ui.resolving = false
    return outcome === 'saved'
  }

  keepEditing(): void {
    this.ui.conflict = false
  }

  // Symbols have no form controls and keep no local drafts: these never open.
  async confirmNames(): Promise<SaveOutcome> {
    this.ui.nameWarnings = null
    return this.save()
  }
  cancelNames(): void {
    this.ui.nameWarnings = null
  }
  restoreDraft(): void {
    this.ui.draftOffer = null
  }
  discardDraft(): void {
    this.ui.draftOffer = null
  }
}
