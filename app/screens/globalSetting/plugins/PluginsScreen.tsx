import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import { MESSAGES } from '../../../../engine/rules/responses'
import {
  Button,
  type Column,
  DataTable,
  InlineNotice,
  icons,
  notify,
  PageHeader,
  Panel,
  Switch,
  useConfirm,
} from '../../../ui'
import { formatDateTime } from '../../admin/common/dateTime'
import { RowActions, Toolbar } from '../../admin/common/Toolbar'
import { InstallPluginModal } from './InstallPluginModal'
import { type InstalledPlugin, listPlugins, removePlugin, setPluginEnabled } from './pluginsApi'
import '../../admin/common/admin.css'
import './plugins.css'

/** Bytes as the list shows them. */
function size(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`
}

/**
 * Third-party plugins (issue 28): widgets built with the plugin kit outside Gantry, installed here by an
 * administrator and registered in every browser when it next loads the app, like the built-in ones.
 */
export default function PluginsScreen() {
  const { t, i18n } = useLingui()
  const [rows, setRows] = useState<InstalledPlugin[]>([])
  const [loading, setLoading] = useState(true)
  const [installing, setInstalling] = useState(false)
  const confirm = useConfirm()

  const reload = useCallback(async () => {
    setLoading(true)
    const result = await listPlugins()
    setLoading(false)
    if (result.ok) setRows(result.data.list)
  }, [])

  useEffect(() => {
    void reload()
  }, [reload])

  async function toggle(plugin: InstalledPlugin, enabled: boolean) {
    const result = await setPluginEnabled(plugin.id, enabled)
    if (result.ok) notify.success(i18n._(MESSAGES.editSucceeded), plugin.id)
    void reload()
  }

  async function remove(plugin: InstalledPlugin) {
    const ok = await confirm.ask({
      title: t`Remove the plugin ${plugin.id}?`,
      message: t`Pages keep its widgets, shown as placeholders until a plugin with this id is installed again.`,
      confirmLabel: t`Remove`,
      tone: 'danger',
    })
    if (!ok) return
    const result = await removePlugin(plugin.id)
    if (result.ok) notify.success(i18n._(MESSAGES.deleteSucceeded), plugin.id)
    void reload()
  }

  const columns: Column<InstalledPlugin>[] = [
    {
      key: 'title',
      title: <Trans>Plugin</Trans>,
      render: (plugin) => (
        <span>
          {/* The title's translations load with the plugin: until then, its English text. */}
          <span className="cell-strong">
            {i18n.messages[plugin.title.id] ? i18n._(plugin.title) : plugin.title.message}
          </span>{' '}
          <code>{plugin.id}</code>
        </span>
      ),
    },
    { key: 'version', title: <Trans>Version</Trans>, render: (plugin) => <span>{plugin.version}</span> },
    {
      key: 'checksum',
      title: <Trans>Checksum (SHA-256)</Trans>,
      render: (plugin) => (
        <span className="plugins-checksum" title={plugin.checksum} data-testid="plugin-checksum">
          {plugin.checksum.slice(0, 16)}…
        </span>
      ),
    },
    { key: 'size', title: <Trans>Size</Trans>, render: (plugin) => size(plugin.size) },
    {
      key: 'updatedAt',
      title: <Trans>Installed</Trans>,
      render: (plugin) => (
        <span className="cell-time">
          {formatDateTime(plugin.updatedAt)} · {plugin.installedBy}
        </span>
      ),
    },
    {
      key: 'enabled',
      title: <Trans>Enabled</Trans>,
      render: (plugin) => (
        <Switch
          checked={plugin.enabled}
          onChange={(enabled) => void toggle(plugin, enabled)}
          label={<span className="visually-hidden">{t`Enable ${plugin.id}`}</span>}
        />
      ),
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t`Actions`}</span>,
      align: 'end',
      render: (plugin) => (
        <RowActions>
          <Button
            size="sm"
            disabled={!plugin.enabled}
            onClick={() => window.open(`#/layout/custom-comp/${plugin.id}`, '_blank', 'noopener')}
          >
            <Trans>Open alone</Trans>
          </Button>
          <Button size="sm" variant="danger" data-testid="plugin-remove" onClick={() => void remove(plugin)}>
            <Trans>Remove</Trans>
          </Button>
        </RowActions>
      ),
    },
  ]

  return (
    <div className="admin-screen" data-testid="plugins-screen">
      <PageHeader
        title={<Trans>Plugins</Trans>}
        description={
          <Trans>
            Widgets built with the plugin kit outside Gantry. Browsers register the enabled ones when they
            next load the app.
          </Trans>
        }
        actions={
          <Button
            variant="primary"
            icon={<icons.PlusIcon size={16} />}
            onClick={() => setInstalling(true)}
            data-testid="plugin-install"
          >
            <Trans>Install a plugin</Trans>
          </Button>
        }
      />
      <Panel>
        <Toolbar
          actions={
            <Button variant="ghost" icon={<icons.RefreshIcon size={15} />} onClick={() => void reload()}>
              <Trans>Refresh</Trans>
            </Button>
          }
        >
          <InlineNotice>
            <Trans>
              To upgrade a plugin, install its new build: a higher version replaces the installed one.
            </Trans>
          </InlineNotice>
        </Toolbar>
        <DataTable
          label={t`Plugins`}
          columns={columns}
          rows={rows}
          rowKey={(plugin) => plugin.id}
          loading={loading}
          empty={<Trans>No plugins installed.</Trans>}
        />
      </Panel>
      {installing ? (
        <InstallPluginModal
          onClose={() => setInstalling(false)}
          onInstalled={(plugin) => {
            setInstalling(false)
            notify.success(i18n._(MESSAGES.createSucceeded), `${plugin.id} ${plugin.version}`)
            void reload()
          }}
        />
      ) : null}
      {confirm.dialog}
    </div>
  )
}
