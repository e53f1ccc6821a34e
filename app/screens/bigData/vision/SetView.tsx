import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useRef, useState } from 'react'
import { checkImageFile } from '../../../../engine/rules/files'
import { MESSAGES } from '../../../../engine/rules/responses'
import { Button, type Column, DataTable, InlineNotice, icons, notify, Panel, useConfirm } from '../../../ui'
import { RowActions, Toolbar } from '../../admin/common/Toolbar'
import { AnnotationView } from './AnnotationView'
import { SetFormModal } from './SetFormModal'
import {
  cocoOf,
  deleteImage,
  getSet,
  listImages,
  uploadImages,
  type VisionImage,
  type VisionSet,
} from './visionApi'

interface Props {
  setId: number
  onBack: () => void
}

/** Which images the list shows: all, those outside every folder, or one folder's. */
type FolderFilter = { kind: 'all' } | { kind: 'folder'; name: string }

/** One image set: its folders, its images (upload several at once), COCO export; an image opens the annotation view. */
export function SetView({ setId, onBack }: Props) {
  const { t, i18n } = useLingui()
  const [set, setSet] = useState<VisionSet | null>(null)
  const [images, setImages] = useState<VisionImage[]>([])
  const [filter, setFilter] = useState<FolderFilter>({ kind: 'all' })
  const [openImageId, setOpenImageId] = useState<number | null>(null)
  const [editing, setEditing] = useState(false)
  const [failure, setFailure] = useState('')
  const [uploading, setUploading] = useState(false)
  const fileInput = useRef<HTMLInputElement>(null)
  const confirm = useConfirm()

  const reload = useCallback(async () => {
    const [setResult, imageResult] = await Promise.all([getSet(setId), listImages(setId)])
    if (setResult.ok) setSet(setResult.data)
    if (imageResult.ok) setImages(imageResult.data)
  }, [setId])
  useEffect(() => {
    void reload()
  }, [reload])

  if (!set) return null
  if (openImageId !== null) {
    return (
      <AnnotationView
        set={set}
        imageId={openImageId}
        onBack={() => {
          setOpenImageId(null)
          void reload()
        }}
      />
    )
  }

  const folder = filter.kind === 'folder' ? filter.name : ''
  const shown = filter.kind === 'all' ? images : images.filter((image) => image.folder === filter.name)

  async function upload(files: File[]) {
    setFailure('')
    // The picture rule is checked here first for a quick answer; the server checks again, bytes included.
    for (const file of files) {
      const problem = checkImageFile({ name: file.name, size: file.size, mimeType: file.type })
      if (problem) {
        setFailure(`${file.name}: ${i18n._(problem)}`)
        return
      }
    }
    setUploading(true)
    const result = await uploadImages(setId, folder, files)
    setUploading(false)
    if (!result.ok) {
      setFailure(result.message)
      return
    }
    notify.success(t`${result.data.length} images uploaded`)
    void reload()
  }

  async function exportCoco() {
    const result = await cocoOf(setId)
    if (!result.ok || !set) return
    const url = URL.createObjectURL(
      new Blob([JSON.stringify(result.data, null, 2)], { type: 'application/json' }),
    )
    const link = document.createElement('a')
    link.href = url
    link.download = `${set.name}.coco.json`
    link.click()
    URL.revokeObjectURL(url)
  }

  async function remove(image: VisionImage) {
    const ok = await confirm.ask({
      title: t`Delete the image ${image.fileName}?`,
      message: t`Its ${image.boxes.length} boxes are deleted with it.`,
      confirmLabel: t`Delete`,
      tone: 'danger',
    })
    if (!ok) return
    if ((await deleteImage(image.imageId)).ok) notify.success(i18n._(MESSAGES.deleteSucceeded))
    void reload()
  }

  const columns: Column<VisionImage>[] = [
    {
      key: 'name',
      title: <Trans>Image</Trans>,
      render: (image) => (
        <button type="button" className="link-button" onClick={() => setOpenImageId(image.imageId)}>
          {image.fileName}
        </button>
      ),
    },
    { key: 'folder', title: <Trans>Folder</Trans>, render: (image) => image.folder || '—' },
    { key: 'size', title: <Trans>Size</Trans>, render: (image) => `${image.width} × ${image.height}` },
    {
      key: 'bytes',
      title: <Trans>File size</Trans>,
      align: 'end',
      render: (image) => `${(image.size / 1024).toFixed(1)} KB`,
    },
    { key: 'boxes', title: <Trans>Boxes</Trans>, align: 'end', render: (image) => image.boxes.length },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t`Actions`}</span>,
      align: 'end',
      render: (image) => (
        <RowActions>
          <Button
            size="sm"
            variant="primary"
            data-testid="vision-image-open"
            onClick={() => setOpenImageId(image.imageId)}
          >
            <Trans>Annotate</Trans>
          </Button>
          <Button size="sm" variant="danger" onClick={() => void remove(image)}>
            <Trans>Delete</Trans>
          </Button>
        </RowActions>
      ),
    },
  ]

  const folderButton = (label: string, value: FolderFilter, count: number, testId: string) => {
    const active =
      value.kind === filter.kind &&
      (value.kind === 'all' || (filter.kind === 'folder' && filter.name === value.name))
    return (
      <li key={testId}>
        <button
          type="button"
          className={`vision-folders__item${active ? ' is-active' : ''}`}
          aria-current={active ? 'true' : undefined}
          data-testid={testId}
          onClick={() => setFilter(value)}
        >
          <span>{label}</span>
          <span className="vision-folders__count">{count}</span>
        </button>
      </li>
    )
  }

  return (
    <>
      <Panel>
        <Toolbar
          actions={
            <>
              <Button
                icon={<icons.DownloadIcon size={15} />}
                onClick={() => void exportCoco()}
                data-testid="vision-export"
              >
                <Trans>Export COCO JSON</Trans>
              </Button>
              <Button
                icon={<icons.EditIcon size={15} />}
                onClick={() => setEditing(true)}
                data-testid="vision-set-edit"
              >
                <Trans>Labels, folders and model</Trans>
              </Button>
              <Button
                variant="primary"
                icon={<icons.PlusIcon size={16} />}
                loading={uploading}
                data-testid="vision-upload"
                onClick={() => fileInput.current?.click()}
              >
                {folder ? <Trans>Upload images into {folder}</Trans> : <Trans>Upload images</Trans>}
              </Button>
              <input
                ref={fileInput}
                type="file"
                hidden
                multiple
                accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
                data-testid="vision-upload-input"
                onChange={(event) => {
                  const files = [...(event.target.files ?? [])]
                  event.target.value = ''
                  if (files.length > 0) void upload(files)
                }}
              />
            </>
          }
        >
          <Button variant="ghost" onClick={onBack} data-testid="vision-back">
            <Trans>← Image sets</Trans>
          </Button>
          <h2 className="vision-title">{set.name}</h2>
        </Toolbar>
        {failure ? (
          <div data-testid="vision-upload-failure">
            <InlineNotice tone="error" title={t`The images were not uploaded`}>
              {failure}
            </InlineNotice>
          </div>
        ) : null}
        <div className="vision-set">
          <nav className="vision-folders" aria-label={t`Folders`}>
            <ul>
              {folderButton(t`All images`, { kind: 'all' }, images.length, 'vision-folder-all')}
              {folderButton(
                t`Outside folders`,
                { kind: 'folder', name: '' },
                images.filter((image) => image.folder === '').length,
                'vision-folder-root',
              )}
              {set.folders.map((name) =>
                folderButton(
                  name,
                  { kind: 'folder', name },
                  images.filter((image) => image.folder === name).length,
                  `vision-folder-${name}`,
                ),
              )}
            </ul>
          </nav>
          <DataTable
            label={t`Images`}
            columns={columns}
            rows={shown}
            rowKey={(image) => image.imageId}
            empty={<Trans>No images here yet: upload JPG, GIF or PNG pictures under 5 MB.</Trans>}
          />
        </div>
      </Panel>
      {editing ? (
        <SetFormModal
          set={set}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            notify.success(i18n._(MESSAGES.editSucceeded), saved.name)
            setEditing(false)
            void reload()
          }}
        />
      ) : null}
      {confirm.dialog}
    </>
  )
}
