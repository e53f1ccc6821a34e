import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Modal, Spinner } from '../../ui'
import { fileBlob, isPicture, isVideo, mediaUrl, type ResourceItem, type Usage, usedBy } from './filesApi'
import { formatSize } from './uploadRules'

const TEXT_TYPES = /^(text\/|application\/json)/

/** What a file shows: pictures and videos from their page address, documents read with the session. */
function Viewer({ appId, item }: { appId: number; item: ResourceItem }) {
  const { t } = useLingui()
  const [document, setDocument] = useState<{ url?: string; text?: string } | null>(null)
  const readable = item.mimeType === 'application/pdf' || TEXT_TYPES.test(item.mimeType)
  useEffect(() => {
    if (!readable) return
    let url: string | undefined
    void fileBlob(appId, item.path).then(async (blob) => {
      if (!blob) return setDocument({})
      if (TEXT_TYPES.test(item.mimeType)) return setDocument({ text: (await blob.text()).slice(0, 100_000) })
      url = URL.createObjectURL(blob)
      setDocument({ url })
    })
    return () => {
      if (url) URL.revokeObjectURL(url)
    }
  }, [appId, item, readable])
  if (isPicture(item))
    return <img className="files-preview__picture" src={mediaUrl(appId, item.path)} alt={item.name} />
  if (isVideo(item)) {
    // biome-ignore lint/a11y/useMediaCaption: a plant's own clips carry no caption track.
    return <video className="files-preview__video" src={mediaUrl(appId, item.path)} controls />
  }
  if (!readable) return <p className="files-preview__none">{t`This kind of file has no preview.`}</p>
  if (document === null) return <Spinner />
  if (document.text !== undefined) return <pre className="files-preview__text">{document.text}</pre>
  if (document.url) return <iframe className="files-preview__pdf" src={document.url} title={item.name} />
  return <p className="files-preview__none">{t`The file could not be read.`}</p>
}

/** The pages and symbols that show a file or anything in a folder. */
export function UsageList({ appId, path }: { appId: number; path: string }) {
  const { t } = useLingui()
  const [list, setList] = useState<Usage[] | null>(null)
  useEffect(() => {
    setList(null)
    void usedBy(appId, path).then((result) => setList(result.ok ? result.data.list : []))
  }, [appId, path])
  if (list === null) return <Spinner />
  // Spans, not a list: this also shows inside the confirmation's paragraph.
  if (list.length === 0)
    return (
      <span className="files-usage" data-testid="files-usage">
        {t`Not used by any page or symbol.`}
      </span>
    )
  return (
    <span className="files-usage" data-testid="files-usage">
      {list.map((usage) => (
        <span className="files-usage__item" key={`${usage.kind}-${usage.id}`}>
          <span className="files-usage__kind">{usage.kind === 'page' ? t`Page` : t`Symbol`}</span>{' '}
          {usage.name}
        </span>
      ))}
    </span>
  )
}

/** A file's preview with its details and where it is used. */
export function FilePreview({
  appId,
  item,
  onClose,
}: {
  appId: number
  item: ResourceItem | null
  onClose(): void
}) {
  const { t, i18n } = useLingui()
  return (
    <Modal open={item !== null} onClose={onClose} title={item?.name} width={820}>
      {item ? (
        <div className="files-preview" data-testid="files-preview">
          <div className="files-preview__stage">
            <Viewer appId={appId} item={item} />
          </div>
          <aside className="files-preview__side">
            <dl className="files-preview__facts">
              <dt>{t`Folder`}</dt>
              <dd>
                {item.path.includes('/') ? item.path.slice(0, item.path.lastIndexOf('/')) : t`All files`}
              </dd>
              <dt>{t`Size`}</dt>
              <dd>{formatSize(item.size)}</dd>
              <dt>{t`Type`}</dt>
              <dd>{item.mimeType}</dd>
              <dt>{t`Modified`}</dt>
              <dd>{i18n.date(item.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
            </dl>
            <h3 className="files-preview__heading">{t`Used by`}</h3>
            <UsageList appId={appId} path={item.path} />
          </aside>
        </div>
      ) : null}
    </Modal>
  )
}
