import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { FormModal, NumberField, PasswordField, Select, Switch, TextField } from '../../../ui'
import { errorText, focusFirstInvalid, hasNoErrors } from '../../admin/common/fieldErrors'
import { StaleNotice } from '../../admin/common/StaleNotice'
import {
  type Collector,
  type CollectorConnector,
  type ConnectorType,
  createConnector,
  updateConnector,
} from '../collectorApi'
import { ConnectorCertificates } from './ConnectorCertificates'
import {
  type ConnectorDraft,
  checkDraft,
  configOf,
  type DraftField,
  draftOf,
  emptyDraft,
} from './connectorForm'

interface Props {
  collector: Collector
  /** null: a new connector of `collector`. */
  connector: CollectorConnector | null
  onClose: () => void
  onSaved: (connector: CollectorConnector) => void
  onReload: () => void
}

/** Adds a field connector (OPC UA or Modbus TCP) to a collector, or edits one's settings. */
export function ConnectorFormModal({ collector, connector, onClose, onSaved, onReload }: Props) {
  const { t, i18n } = useLingui()
  const [draft, setDraft] = useState<ConnectorDraft>(connector ? draftOf(connector) : emptyDraft())
  const [errors, setErrors] = useState<ReturnType<typeof checkDraft>>({})
  const [failure, setFailure] = useState('')
  const [stale, setStale] = useState(false)
  const [saving, setSaving] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const creating = connector === null

  const set = <K extends keyof ConnectorDraft>(key: K, value: ConnectorDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }))
    setErrors((current) => ({ ...current, [key]: undefined }))
  }
  const error = (field: DraftField) => errorText(i18n, errors, field)

  async function submit() {
    const found = checkDraft(draft, creating)
    setErrors(found)
    setFailure('')
    if (!hasNoErrors(found)) {
      requestAnimationFrame(() => focusFirstInvalid(form.current))
      return
    }
    setSaving(true)
    const body = { description: draft.description.trim(), enabled: draft.enabled, config: configOf(draft) }
    const result = connector
      ? await updateConnector(connector.name, { ...body, version: connector.version })
      : await createConnector(collector.deviceUuid, { ...body, name: draft.name, type: draft.type })
    setSaving(false)
    if (result.ok) onSaved(result.data)
    else if (connector && result.status === 409) setStale(true)
    else setFailure(result.message)
  }

  const typeOptions: { value: ConnectorType; label: string }[] = [
    { value: 'opcua', label: t`OPC UA client` },
    { value: 'modbus', label: t`Modbus TCP` },
  ]
  const modeOptions: { value: ConnectorDraft['securityMode']; label: string }[] = [
    { value: 'None', label: t`None` },
    { value: 'Sign', label: t`Sign (Basic256Sha256)` },
    { value: 'SignAndEncrypt', label: t`Sign and encrypt (Basic256Sha256)` },
  ]

  return (
    <FormModal
      title={connector ? t`Connector ${connector.name}` : t`New connector on ${collector.name}`}
      width={connector?.type === 'opcua' && collector.builtIn ? 760 : 620}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      saveTestId="connector-save"
      formRef={form}
      notices={stale ? <StaleNotice onReload={onReload} /> : null}
      failure={{ title: t`The connector was not saved`, message: failure }}
      after={
        connector?.type === 'opcua' ? (
          <ConnectorCertificates
            name={connector.name}
            statusDescription={collector.drivers.find((d) => d.name === connector.name)?.description ?? ''}
          />
        ) : null
      }
    >
      <TextField
        id="connector-name"
        label={<Trans>Connector name</Trans>}
        value={draft.name}
        onChange={(value) => set('name', value)}
        error={error('name')}
        required
        disabled={!creating}
        maxLength={100}
        hint={
          creating ? (
            <Trans>Bindings refer to the connector by this name; it cannot change later.</Trans>
          ) : undefined
        }
        autoFocus={creating}
      />
      <Select
        id="connector-type"
        label={<Trans>Protocol</Trans>}
        value={draft.type}
        options={typeOptions}
        onChange={(value) => set('type', value)}
        disabled={!creating}
        required
      />
      <TextField
        id="connector-description"
        label={<Trans>Description</Trans>}
        value={draft.description}
        onChange={(value) => set('description', value)}
        error={error('description')}
        maxLength={200}
      />
      {draft.type === 'opcua' ? (
        <>
          <TextField
            id="connector-endpoint"
            label={<Trans>Endpoint URL</Trans>}
            value={draft.endpoint}
            onChange={(value) => set('endpoint', value)}
            error={error('endpoint')}
            required
            hint={<Trans>For example opc.tcp://192.168.1.20:4840/UA/Line1</Trans>}
          />
          <Select
            id="connector-security"
            label={<Trans>Security mode</Trans>}
            value={draft.securityMode}
            options={modeOptions}
            onChange={(value) => set('securityMode', value)}
            hint={
              draft.securityMode === 'None' ? undefined : (
                <Trans>
                  The collector's client certificate is created on first use; trust it on the OPC UA server,
                  and trust the server's certificate here.
                </Trans>
              )
            }
          />
          <TextField
            id="connector-username"
            label={<Trans>User name</Trans>}
            value={draft.username}
            onChange={(value) => set('username', value)}
            error={error('username')}
            autoComplete="off"
            hint={<Trans>Leave blank to connect anonymously.</Trans>}
          />
          {draft.username.trim() ? (
            <PasswordField
              id="connector-password"
              label={<Trans>Password</Trans>}
              value={draft.password}
              onChange={(value) => set('password', value)}
              autoComplete="new-password"
              hint={
                connector?.config.hasPassword ? (
                  <Trans>Leave blank to keep the stored password.</Trans>
                ) : undefined
              }
            />
          ) : null}
        </>
      ) : (
        <>
          <TextField
            id="connector-host"
            label={<Trans>Host</Trans>}
            value={draft.host}
            onChange={(value) => set('host', value)}
            error={error('host')}
            required
            hint={<Trans>Host name or IP address of the PLC or gateway</Trans>}
          />
          <NumberField
            id="connector-port"
            label={<Trans>Port</Trans>}
            value={draft.port}
            onChange={(value) => set('port', value)}
            error={error('port')}
            min={1}
            max={65535}
            required
          />
          <NumberField
            id="connector-unit"
            label={<Trans>Unit id</Trans>}
            value={draft.unitId}
            onChange={(value) => set('unitId', value)}
            error={error('unitId')}
            min={0}
            max={255}
            required
          />
          <NumberField
            id="connector-interval"
            label={<Trans>Polling interval</Trans>}
            unit="ms"
            value={draft.interval}
            onChange={(value) => set('interval', value)}
            error={error('interval')}
            min={50}
            max={3_600_000}
            required
          />
        </>
      )}
      <Switch
        checked={draft.enabled}
        onChange={(value) => set('enabled', value)}
        label={<Trans>Enabled</Trans>}
        hint={<Trans>A disabled connector keeps its settings but does not connect.</Trans>}
      />
    </FormModal>
  )
}
