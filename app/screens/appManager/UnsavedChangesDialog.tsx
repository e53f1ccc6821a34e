import { useLingui } from '@lingui/react/macro'
import { Button, Modal } from '../../ui'

/** Switching pages with unsaved changes: save them first, leave them (kept as a local draft), or stay. */
export function UnsavedChangesDialog({
  open,
  pageName,
  onSave,
  onLeave,
  onCancel,
}: {
  open: boolean
  pageName: string
  onSave(): void
  onLeave(): void
  onCancel(): void
}) {
  const { t } = useLingui()
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={t`Save the changes to ${pageName}?`}
      width={500}
      footer={
        <>
          <Button onClick={onCancel}>{t`Stay`}</Button>
          <Button onClick={onLeave}>{t`Don't save`}</Button>
          <Button variant="primary" onClick={onSave}>
            {t`Save`}
          </Button>
        </>
      }
    >
      <p>{t`If you don't save, the changes stay on this computer as a draft you can restore when you open the page again.`}</p>
    </Modal>
  )
}
