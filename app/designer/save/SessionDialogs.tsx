import { useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { Button, ConflictChoiceDialog, Modal } from '../../ui'
import type { DesignerSession } from './designerSession'

/**
 * The 409 choice: the page was saved elsewhere since it was opened here. Reload theirs (local changes are
 * dropped), overwrite with mine (after fetching the current versions), or keep editing.
 */
export function ConflictDialog({ session }: { session: DesignerSession }) {
  const { t } = useLingui()
  const ui = useSnapshot(session.ui)
  return (
    <ConflictChoiceDialog
      open={ui.conflict}
      title={
        session.subject === 'symbol'
          ? t`This symbol was changed elsewhere`
          : t`This page was changed elsewhere`
      }
      message={
        session.subject === 'symbol'
          ? t`Someone saved this symbol after you opened it, so your save was not applied.`
          : t`Someone saved this page after you opened it, so your save was not applied.`
      }
      resolving={ui.resolving}
      onKeep={() => session.keepEditing()}
      onReload={() => void session.reloadTheirs()}
      onOverwrite={() => void session.overwriteMine()}
    />
  )
}

/** Form controls without a data field name (S1 §5): their values would not be sent; save anyway? */
export function FormNamesDialog({ session }: { session: DesignerSession }) {
  const { t } = useLingui()
  const ui = useSnapshot(session.ui)
  return (
    <Modal
      open={ui.nameWarnings !== null}
      onClose={() => session.cancelNames()}
      title={t`Some form controls have no data field name`}
      width={560}
      footer={
        <>
          <Button onClick={() => session.cancelNames()}>{t`Keep editing`}</Button>
          <Button variant="primary" onClick={() => void session.confirmNames()} data-testid="names-continue">
            {t`Save anyway`}
          </Button>
        </>
      }
    >
      <ul className="dialog-choices">
        {(ui.nameWarnings ?? []).map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </Modal>
  )
}

/** On opening: a local draft newer than the saved page was found (after a crash or a reload). */
export function DraftRecoveryDialog({ session }: { session: DesignerSession }) {
  const { t, i18n } = useLingui()
  const ui = useSnapshot(session.ui)
  const when = ui.draftOffer
    ? i18n.date(new Date(ui.draftOffer.savedAt), { dateStyle: 'medium', timeStyle: 'medium' })
    : ''
  return (
    <Modal
      open={ui.draftOffer !== null}
      onClose={() => session.discardDraft()}
      title={t`Restore unsaved changes?`}
      width={520}
      footer={
        <>
          <Button onClick={() => session.discardDraft()} data-testid="draft-discard">
            {t`Discard draft`}
          </Button>
          <Button variant="primary" onClick={() => void session.restoreDraft()} data-testid="draft-restore">
            {t`Restore draft`}
          </Button>
        </>
      }
    >
      <p data-testid="draft-dialog">
        {t`This page has changes from ${when} that were never saved (the editor was closed or the browser stopped). Restore them?`}
      </p>
    </Modal>
  )
}

/** "All changes saved" / "Unsaved changes" (with the local draft time) / "Saving…". */
export function SaveIndicator({ session }: { session: DesignerSession }) {
  const { t, i18n } = useLingui()
  const ui = useSnapshot(session.ui)
  const state = useSnapshot(session.store.state)
  if (ui.saving) return <span className="save-state save-state--saving">{t`Saving…`}</span>
  if (state.dirty) {
    const draft = ui.draftSavedAt ? i18n.date(new Date(ui.draftSavedAt), { timeStyle: 'medium' }) : null
    return (
      <span
        className="save-state save-state--dirty"
        data-testid="dirty-indicator"
        title={draft ? t`Draft kept on this computer at ${draft}` : undefined}
      >
        <span className="save-state__dot" aria-hidden="true" />
        {t`Unsaved changes`}
      </span>
    )
  }
  return (
    <span className="save-state save-state--clean" data-testid="saved-indicator">
      {t`All changes saved`}
    </span>
  )
}
