import { useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { requestJson } from '../../../shell/http'

/**
 * Uploads a picture for an image field through the files API (POST /api/image/upload/uploadImage, into
 * the default folder of the application images) and hands its address to the field. The server checks the
 * name, size and content; its refusal shows as the shell's error notice.
 */
export function ImageUpload({ onUploaded }: { onUploaded: (url: string) => void }) {
  const { t } = useLingui()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const upload = async (file: File) => {
    const form = new FormData()
    form.append('file', file, file.name)
    setBusy(true)
    const result = await requestJson<{ url: string }>('POST', '/api/image/upload/uploadImage', form)
    setBusy(false)
    if (result.ok) onUploaded(result.data.url)
  }
  return (
    <>
      <button
        type="button"
        className="insp-image__upload"
        disabled={busy}
        onClick={() => input.current?.click()}
        data-testid="image-upload"
      >
        {busy ? t`Uploading…` : t`Upload picture`}
      </button>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/svg+xml,image/webp"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) void upload(file)
        }}
      />
    </>
  )
}
