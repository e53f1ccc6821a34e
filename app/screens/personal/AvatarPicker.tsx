import { Trans } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import type { MessageDescriptor } from '../../../engine/messages'
import { checkImageFile } from '../../../engine/rules/files'
import { Message } from '../../i18n/Message'
import { UserAvatar } from '../../shell/frame/UserAvatar'
import { requestJson } from '../../shell/http'
import { Button } from '../../ui/Button'
import { UploadIcon } from '../../ui/icons'

interface Props {
  /** The avatar's URL; '' shows the initials. */
  url: string
  name: string
  onUploaded: (url: string) => void
  onRemoved: () => void
}

/**
 * The avatar with upload and remove. The file is checked before it is sent (JPG, GIF or PNG under 5 MB,
 * engine `checkImageFile`); the server checks it again and stores it in the folder every user may upload
 * into, under a name of its own (POST /api/image/upload/uploadImage?folder=avatars).
 */
export function AvatarPicker({ url, name, onUploaded, onRemoved }: Props) {
  const input = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<MessageDescriptor | string>('')
  const [uploading, setUploading] = useState(false)

  async function upload(file: File) {
    const check = checkImageFile({ name: file.name, size: file.size, mimeType: file.type })
    if (check) {
      setProblem(check)
      return
    }
    setProblem('')
    setUploading(true)
    const form = new FormData()
    form.append('file', file, file.name)
    const result = await requestJson<{ url?: string }>(
      'POST',
      '/api/image/upload/uploadImage?folder=avatars',
      form,
      {
        suppressNotice: true,
      },
    )
    setUploading(false)
    if (result.ok && typeof result.data?.url === 'string') onUploaded(result.data.url)
    else setProblem(result.ok ? '' : result.message)
  }

  return (
    <div className="avatar-picker">
      <UserAvatar className="avatar-picker__image" url={url} name={name} />
      <div className="avatar-picker__side">
        <div className="avatar-picker__buttons">
          <Button
            size="sm"
            icon={<UploadIcon size={14} />}
            loading={uploading}
            onClick={() => input.current?.click()}
          >
            <Trans>Upload a picture</Trans>
          </Button>
          {url ? (
            <Button size="sm" variant="ghost" onClick={onRemoved}>
              <Trans>Remove</Trans>
            </Button>
          ) : null}
        </div>
        <p className="avatar-picker__hint">
          <Trans>JPG, GIF or PNG, smaller than 5 MB.</Trans>
        </p>
        {problem ? (
          <p className="field__error" role="alert" data-testid="avatar-problem">
            {typeof problem === 'string' ? problem : <Message of={problem} />}
          </p>
        ) : null}
        <input
          ref={input}
          type="file"
          accept=".jpg,.jpeg,.gif,.png,image/jpeg,image/gif,image/png"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="avatar-file"
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (file) void upload(file)
          }}
        />
      </div>
    </div>
  )
}
