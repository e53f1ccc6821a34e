import type { DesignerStore } from '../state/designerStore'
import type { SaveOutcome, SessionUi } from './pageSession'

/**
 * What the designer's frame, save indicator and dialogs need of the document being edited: a page
 * (PageSession) or a symbol (SymbolSession) — one designer for both.
 */
export interface DesignerSession {
  /** What is edited, for the dialogs' wording. */
  readonly subject: 'page' | 'symbol'
  readonly ui: SessionUi
  readonly store: DesignerStore
  save(): Promise<SaveOutcome>
  reloadTheirs(): Promise<boolean>
  overwriteMine(): Promise<boolean>
  keepEditing(): void
  confirmNames(): Promise<SaveOutcome>
  cancelNames(): void
  restoreDraft(): void | Promise<void>
  discardDraft(): void
}
