import { Trans, useLingui } from '@lingui/react/macro'
import { type DragEvent, useState } from 'react'
import { Button, InlineNotice, Modal } from '../../../ui'
import { type PluginFiles, readManifest, sortPluginFiles } from './pluginFiles'
import { type InstalledPlugin, installPlugin } from './pluginsApi'

interface Props {
  onClose: () => void
  onInstalled: (plugin: InstalledPlugin) => void
}

/**
 * Uploads a plugin built with the kit: its module (`<id>.js`) and manifest (`<id>.manifest.json`), picked
 * together or dropped. The server checks the manifest and refuses a colliding id or a version that is not
 * newer than the installed one; its message shows here.
 */
export function InstallPluginModal({ onClose, onInstalled }: Props) {
  const { t } = useLingui()
  const [files, setFiles] = useState<PluginFiles>({})
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  function add(list: FileList | null) {
    if (!list) return
    setFiles((current) => sortPluginFiles([...list], current))
    setError(null)
  }

  function drop(event: DragEvent) {
    event.preventDefault()
    add(event.dataTransfer.files)
  }

  async function install() {
    if (!files.manifest || !files.module) return
    setBusy(true)
    const manifest = await readManifest(files.manifest)
    if (manifest === null) {
      setBusy(false)
      setError(t`The manifest is not a JSON file.`)
      return
    }
    const result = await installPlugin(manifest, await files.module.text())
    setBusy(false)
    if (result.ok) onInstalled(result.data)
    else setError(result.message)
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={<Trans>Install a plugin</Trans>}
      width={560}
      footer={
        <>
          <Button onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            variant="primary"
            disabled={!files.manifest || !files.module || busy}
            onClick={() => void install()}
            data-testid="plugin-install-submit"
          >
            <Trans>Install</Trans>
          </Button>
        </>
      }
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the file input inside is the accessible way in; dropping is a shortcut */}
      <div className="plugins-drop" onDragOver={(event) => event.preventDefault()} onDrop={drop}>
        <p>
          <Trans>
            Choose the two files that <code>npm run build-plugin</code> wrote: the module (.js) and its
            manifest (.manifest.json), or drop them here.
          </Trans>
        </p>
        <input
          type="file"
          multiple
          accept=".js,.mjs,.json"
          aria-label={t`Plugin files`}
          data-testid="plugin-files"
          onChange={(event) => add(event.target.files)}
        />
        <dl className="plugins-drop__files">
          <dt>
            <Trans>Module</Trans>
          </dt>
          <dd>{files.module?.name ?? t`not chosen`}</dd>
          <dt>
            <Trans>Manifest</Trans>
          </dt>
          <dd>{files.manifest?.name ?? t`not chosen`}</dd>
        </dl>
      </div>
      <InlineNotice tone="warning">
        <Trans>
          A plugin's code runs in the browser of everyone who opens the designer or a page. Install only
          plugins from authors you trust, and compare the checksum with the one they publish.
        </Trans>
      </InlineNotice>
      {error ? (
        <InlineNotice tone="error" testId="plugin-install-error">
          {error}
        </InlineNotice>
      ) : null}
    </Modal>
  )
}
