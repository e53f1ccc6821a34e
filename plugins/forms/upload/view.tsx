import { useLingui as useLinguiRuntime } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { checkFormFile, formFileExtensions } from '../../../engine/rules/files.ts'
import { MESSAGES } from '../../../engine/rules/responses.ts'
import { mergeLive } from '../../shared/liveProps.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { CONTROL_WAITING } from '../shared/controlWaiting.ts'
import { FormField } from '../shared/FormField.tsx'
import { useFormControl } from '../shared/useFormControl.ts'
import type { Props } from './manifest.ts'
import '../../shared/widget.css'
import '../shared/forms.css'

/** "12.5 KB": the size an operator reads beside the file's name. */
function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

/**
 * Upload: a labelled file input for the designer's accepted types. The spec's type ("file type does not
 * match") and size (under 5 MB) rules are checked before sending (the server checks them again, with the
 * bytes); the stored file's address is the form value, its name and size show, and the spec's upload
 * success or failure toast follows.
 */
export default function UploadView({ props, mode, live, bound, services }: DomWidgetProps<Props>) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const id = useId()
  const shown = mergeLive(props, live, CONTROL_WAITING, bound)
  const control = useFormControl<string>(props, mode, '')
  const [file, setFile] = useState<{ name: string; size: number } | null>(null)
  const [refused, setRefused] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const runtime = mode === 'runtime'
  const accepted = formFileExtensions(props.accept)

  async function pick(chosen: File | undefined) {
    if (!chosen) return
    const problem = checkFormFile({ name: chosen.name, size: chosen.size }, accepted)
    if (problem) return setRefused(i18n._(problem))
    setRefused(null)
    setSending(true)
    try {
      const stored = await services.data.uploadFile(chosen, accepted)
      control.setValue(stored.url)
      setFile({ name: stored.name, size: stored.size })
      services.data.notify('success', i18n._(MESSAGES.uploadSucceeded), stored.name)
    } catch (error) {
      const message = error instanceof Error ? error.message : i18n._(MESSAGES.uploadFailed)
      setRefused(message)
      services.data.notify('error', i18n._(MESSAGES.uploadFailed), message)
    } finally {
      setSending(false)
    }
  }

  return (
    <FormField
      label={props.label}
      htmlFor={id}
      error={refused ?? control.error}
      messageId={`${id}-message`}
      required={props.required}
      stacked
    >
      <div className="gx-upload">
        <input
          id={id}
          type="file"
          accept={accepted.map((extension) => `.${extension}`).join(',')}
          className="gx-upload__input"
          disabled={!runtime || sending || Boolean(shown.disabled)}
          aria-invalid={refused || control.error ? true : undefined}
          aria-describedby={refused || control.error ? `${id}-message` : undefined}
          aria-busy={sending || undefined}
          onChange={(event) => void pick(event.target.files?.[0])}
        />
        {file && control.value ? (
          <span className="gx-upload__file" data-testid="upload-file">
            {t`Uploaded: ${file.name} (${sizeText(file.size)})`}
          </span>
        ) : (
          <span className="gx-empty-note">{t`${accepted.join(', ').toUpperCase()}; under 5 MB`}</span>
        )}
      </div>
    </FormField>
  )
}
