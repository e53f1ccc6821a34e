import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import { checkImageFile } from '../../../../engine/rules/files'
import { Button } from '../../../ui'
import { FilePicker } from '../common/FilePicker'
import { uploadImage } from './configApi'

interface Props {
  id: string
  label: ReactNode
  hint?: ReactNode
  /** The image's address; '' means the built-in image. */
  url: string
  onChange: (url: string) => void
  /** The preview's shape: wide (background, tagline) or square (logos). */
  shape: 'wide' | 'square'
}

/**
 * One login page image: a preview, an upload (JPG, GIF or PNG under 5 MB, checked before sending), and a
 * way back to the built-in image.
 */
export function ImageSetting({ id, label, hint, url, onChange, shape }: Props) {
  const { t, i18n } = useLingui()
  const [uploading, setUploading] = useState(false)
  const [problem, setProblem] = useState('')

  async function pick(file: File) {
    const rule = checkImageFile({ name: file.name, size: file.size, mimeType: file.type })
    if (rule) {
      setProblem(i18n._(rule))
      return
    }
    setProblem('')
    setUploading(true)
    const result = await uploadImage(file)
    setUploading(false)
    if (result.ok) onChange(result.data.url)
    else setProblem(result.message)
  }

  return (
    <div className={problem ? 'image-setting image-setting--invalid' : 'image-setting'} data-testid={id}>
      <p className="field__label" id={`${id}-label`}>
        {label}
      </p>
      <div className={`image-setting__preview image-setting__preview--${shape}`}>
        {url ? (
          <img src={url} alt={t`Preview`} />
        ) : (
          <span className="image-setting__builtin">
            <Trans>Built-in image</Trans>
          </span>
        )}
      </div>
      <div className="image-setting__actions">
        <FilePicker
          accept="image/png,image/jpeg,image/gif,.png,.jpg,.jpeg,.gif"
          onPick={(file) => void pick(file)}
          size="sm"
          loading={uploading}
          testId={`${id}-input`}
        >
          <Trans>Upload…</Trans>
        </FilePicker>
        <Button size="sm" variant="ghost" disabled={url === ''} onClick={() => onChange('')}>
          <Trans>Use built-in</Trans>
        </Button>
      </div>
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : hint ? (
        <p className="field__hint">{hint}</p>
      ) : null}
    </div>
  )
}
