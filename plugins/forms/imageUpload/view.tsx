import { useLingui as useLinguiRuntime } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { checkImageFile } from '../../../engine/rules/files.ts'
import { mergeLive } from '../../shared/liveProps.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { CONTROL_WAITING } from '../shared/controlWaiting.ts'
import { FormField } from '../shared/FormField.tsx'
import { useFormControl } from '../shared/useFormControl.ts'
import type { Props } from './manifest.ts'
import '../../shared/widget.css'
import '../shared/forms.css'

/**
 * Image upload: a labelled file input limited to JPG, GIF and PNG; the spec's type and size rules are
 * checked before sending (the server checks them again, with the bytes), then a preview shows.
 */
export default function ImageUploadView({ props, mode, live, bound, services }: DomWidgetProps<Props>) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const id = useId()
  const shown = mergeLive(props, live, CONTROL_WAITING, bound)
  const control = useFormControl<string>(props, mode, '')
  const [refused, setRefused] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const runtime = mode === 'runtime'

  async function pick(file: File | undefined) {
    if (!file) return
    const problem = checkImageFile({ name: file.name, size: file.size, mimeType: file.type })
    if (problem) return setRefused(i18n._(problem))
    setRefused(null)
    setSending(true)
    try {
      control.setValue(await services.data.uploadImage(file))
    } catch (error) {
      setRefused(error instanceof Error ? error.message : t`Upload failed`)
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
        {control.value ? (
          <img className="gx-upload__preview" src={control.value} alt={t`The uploaded file`} />
        ) : null}
        <input
          id={id}
          type="file"
          accept=".jpg,.jpeg,.gif,.png,image/jpeg,image/gif,image/png"
          className="gx-upload__input"
          disabled={!runtime || sending || Boolean(shown.disabled)}
          aria-invalid={refused || control.error ? true : undefined}
          aria-describedby={refused || control.error ? `${id}-message` : undefined}
          aria-busy={sending || undefined}
          onChange={(event) => void pick(event.target.files?.[0])}
        />
        <span className="gx-empty-note">{t`JPG, GIF or PNG, under 5 MB`}</span>
      </div>
    </FormField>
  )
}
