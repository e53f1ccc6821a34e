import { Trans } from '@lingui/react/macro'
import type { ReactNode, Ref } from 'react'
import { Button } from './Button'
import { InlineNotice } from './InlineNotice'
import { Modal } from './Modal'

interface Props {
  title: ReactNode
  width: number
  onClose: () => void
  /** Runs on the main button and on Enter in a field (the form's hidden submit button). */
  onSubmit: () => void | Promise<void>
  /** Shows the main button busy. */
  saving: boolean
  /** The main button's text; defaults to Save. */
  saveLabel?: ReactNode
  saveTestId?: string
  /** Buttons before Cancel (e.g. "Test connection"). */
  extraButtons?: ReactNode
  formTestId?: string
  formRef?: Ref<HTMLFormElement>
  /** Defaults to `admin-form` (fields in a column); `''` for forms laid out by their own `FormSection`s. */
  formClassName?: string
  /** Notices above the failure, e.g. the stale-version notice or a hint. */
  notices?: ReactNode
  /** A failed save: shown above the fields while `message` is not empty. */
  failure?: { title: ReactNode; message: ReactNode; testId?: string }
  /** Inside the modal after the form, e.g. a nested `ConflictChoiceDialog`. */
  after?: ReactNode
  children: ReactNode
}

/**
 * The shell of an edit dialog: a `Modal` with Cancel and a main button, around a form that is not
 * validated by the browser (the screen checks and shows its own messages) and submits on Enter.
 */
export function FormModal({
  title,
  width,
  onClose,
  onSubmit,
  saving,
  saveLabel,
  saveTestId,
  extraButtons,
  formTestId,
  formRef,
  formClassName = 'admin-form',
  notices,
  failure,
  after,
  children,
}: Props) {
  return (
    <Modal
      open
      onClose={onClose}
      width={width}
      title={title}
      footer={
        <>
          {extraButtons}
          <Button onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="primary" loading={saving} onClick={() => void onSubmit()} data-testid={saveTestId}>
            {saveLabel ?? <Trans>Save</Trans>}
          </Button>
        </>
      }
    >
      <form
        ref={formRef}
        className={formClassName || undefined}
        noValidate
        data-testid={formTestId}
        onSubmit={(event) => {
          event.preventDefault()
          void onSubmit()
        }}
      >
        {notices}
        {failure?.message ? (
          <InlineNotice tone="error" title={failure.title} testId={failure.testId}>
            {failure.message}
          </InlineNotice>
        ) : null}
        {children}
        {/* Lets Enter in a single-line field submit; the visible main button sits outside the form. */}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
      {after}
    </Modal>
  )
}
