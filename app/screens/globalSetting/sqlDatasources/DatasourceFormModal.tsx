import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import {
  Button,
  ConflictChoiceDialog,
  FormModal,
  InlineNotice,
  NumberField,
  PasswordField,
  Select,
  TextField,
} from '../../../ui'
import {
  createDatasource,
  DATASOURCE_KINDS,
  type Datasource,
  type DatasourceKind,
  type DatasourceSettings,
  DEFAULT_PORTS,
  getDatasource,
  PASSWORD_MASK,
  testDatasource,
  updateDatasource,
} from './datasourcesApi'

interface Props {
  datasource: Datasource | null
  onClose: () => void
  onSaved: (datasource: Datasource, mode: 'create' | 'edit') => void
}

interface Draft extends DatasourceSettings {
  name: string
}

type Probe = { tone: 'success' | 'error'; text: string } | null

const KIND_LABELS: Record<DatasourceKind, string> = {
  postgres: 'PostgreSQL',
  mysql: 'MySQL / MariaDB',
  mssql: 'SQL Server',
  sqlite: 'SQLite',
}

const draftOf = (datasource: Datasource | null): Draft =>
  datasource
    ? {
        name: datasource.name,
        kind: datasource.kind,
        host: datasource.host,
        port: datasource.port,
        databaseName: datasource.databaseName,
        username: datasource.username,
        password: datasource.password,
      }
    : {
        name: '',
        kind: 'postgres',
        host: '',
        port: DEFAULT_PORTS.postgres,
        databaseName: '',
        username: '',
        password: '',
      }

/**
 * Creates or edits an external SQL data source. The saved password comes back as the mask and is kept
 * unless typed over; "Test connection" tries the form's current settings, saved or not.
 */
export function DatasourceFormModal({ datasource, onClose, onSaved }: Props) {
  const { t, i18n } = useLingui()
  const [draft, setDraft] = useState<Draft>(() => draftOf(datasource))
  const [version, setVersion] = useState(datasource?.version ?? 0)
  const [errors, setErrors] = useState<{ name?: string; host?: string; databaseName?: string }>({})
  const [failure, setFailure] = useState('')
  const [probe, setProbe] = useState<Probe>(null)
  const [saving, setSaving] = useState(false)
  const [testing, setTesting] = useState(false)
  const [conflict, setConflict] = useState(false)
  const [resolving, setResolving] = useState(false)
  const sqlite = draft.kind === 'sqlite'

  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) => {
      setDraft((current) => ({ ...current, [key]: value }))
      setErrors((current) => ({ ...current, [key]: undefined }))
      setProbe(null)
    }

  function changeKind(kind: DatasourceKind) {
    // A port that was the old engine's default follows the new engine.
    setDraft((current) => ({
      ...current,
      kind,
      port: current.port === DEFAULT_PORTS[current.kind] ? DEFAULT_PORTS[kind] : current.port,
    }))
    setProbe(null)
  }

  function settings(): DatasourceSettings {
    return {
      kind: draft.kind,
      host: sqlite ? '' : draft.host.trim(),
      port: sqlite ? 0 : (draft.port ?? 0),
      databaseName: draft.databaseName.trim(),
      username: sqlite ? '' : draft.username.trim(),
      password: sqlite ? '' : draft.password,
    }
  }

  function check(needName: boolean): boolean {
    const next: typeof errors = {}
    if (needName && draft.name.trim() === '') next.name = t`The name is required`
    if (!sqlite && draft.host.trim() === '') next.host = t`The host is required`
    if (draft.databaseName.trim() === '')
      next.databaseName = sqlite ? t`The SQLite file is required` : t`The database is required`
    setErrors(next)
    return Object.values(next).every((value) => !value)
  }

  async function submit(against = version) {
    setFailure('')
    if (!check(true)) return
    setSaving(true)
    const body = { ...settings(), name: draft.name.trim() }
    const result = datasource
      ? await updateDatasource(datasource.datasourceId, { ...body, version: against })
      : await createDatasource(body)
    setSaving(false)
    if (result.ok) onSaved(result.data, datasource ? 'edit' : 'create')
    else if (datasource && result.status === 409) setConflict(true)
    else setFailure(result.message)
  }

  async function runTest() {
    setFailure('')
    setProbe(null)
    if (!check(false)) return
    setTesting(true)
    const result = await testDatasource({ ...settings(), datasourceId: datasource?.datasourceId })
    setTesting(false)
    if (!result.ok) setFailure(result.message)
    else if (result.data.ok) setProbe({ tone: 'success', text: t`Connected: ${result.data.serverVersion}` })
    else {
      const details = result.data.details
      setProbe({
        tone: 'error',
        text: details.length > 0 ? details.map((detail) => i18n._(detail)).join('; ') : result.data.message,
      })
    }
  }

  /** The stored record after a 409; a failure (deleted elsewhere) ends the choice with its message. */
  async function stored(): Promise<Datasource | null> {
    if (!datasource) return null
    setResolving(true)
    const result = await getDatasource(datasource.datasourceId)
    setResolving(false)
    setConflict(false)
    if (result.ok) return result.data
    setFailure(result.message)
    return null
  }

  async function reloadTheirs() {
    const theirs = await stored()
    if (!theirs) return
    setDraft(draftOf(theirs))
    setVersion(theirs.version)
    setErrors({})
  }

  async function overwriteWithMine() {
    const theirs = await stored()
    if (!theirs) return
    setVersion(theirs.version)
    await submit(theirs.version)
  }

  return (
    <FormModal
      title={datasource ? t`Edit data source ${datasource.name}` : t`New data source`}
      width={600}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      saveTestId="datasource-save"
      extraButtons={
        <Button onClick={() => void runTest()} loading={testing} data-testid="datasource-test">
          <Trans>Test connection</Trans>
        </Button>
      }
      formTestId="datasource-form"
      failure={{ title: t`The data source was not saved`, message: failure }}
      after={
        <ConflictChoiceDialog
          open={conflict}
          title={t`Saved elsewhere`}
          message={t`Someone saved this data source after you opened it.`}
          resolving={resolving}
          onKeep={() => setConflict(false)}
          onReload={() => void reloadTheirs()}
          onOverwrite={() => void overwriteWithMine()}
        />
      }
    >
      {probe ? (
        <div data-testid="datasource-probe">
          <InlineNotice
            tone={probe.tone}
            title={probe.tone === 'success' ? t`Connection succeeded` : t`Connection failed`}
          >
            {probe.text}
          </InlineNotice>
        </div>
      ) : null}
      <TextField
        id="datasource-name"
        label={<Trans>Name</Trans>}
        value={draft.name}
        onChange={set('name')}
        error={errors.name}
        required
        maxLength={100}
        autoFocus
      />
      <Select
        id="datasource-kind"
        label={<Trans>Database type</Trans>}
        value={draft.kind}
        options={DATASOURCE_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
        onChange={changeKind}
      />
      {sqlite ? null : (
        <div className="datasource-form__row">
          <TextField
            id="datasource-host"
            label={<Trans>Host</Trans>}
            value={draft.host}
            onChange={set('host')}
            error={errors.host}
            required
            maxLength={255}
          />
          <NumberField
            id="datasource-port"
            label={<Trans>Port</Trans>}
            value={draft.port}
            onChange={(value) => set('port')(value ?? 0)}
            min={0}
            max={65_535}
          />
        </div>
      )}
      <TextField
        id="datasource-database"
        label={sqlite ? <Trans>SQLite file path</Trans> : <Trans>Database</Trans>}
        value={draft.databaseName}
        onChange={set('databaseName')}
        error={errors.databaseName}
        required
        maxLength={1000}
        hint={sqlite ? <Trans>A path on the server, e.g. /var/lib/plant/line1.db</Trans> : undefined}
      />
      {sqlite ? null : (
        <div className="datasource-form__row">
          <TextField
            id="datasource-user"
            label={<Trans>User</Trans>}
            value={draft.username}
            onChange={set('username')}
            maxLength={255}
            autoComplete="off"
          />
          <PasswordField
            id="datasource-password"
            label={<Trans>Password</Trans>}
            value={draft.password}
            onChange={set('password')}
            maxLength={1000}
            autoComplete="new-password"
            onFocus={() => {
              // The mask stands for the saved password: typing replaces it rather than appending.
              if (draft.password === PASSWORD_MASK) set('password')('')
            }}
            onBlur={() => {
              if (datasource?.password === PASSWORD_MASK && draft.password === '')
                set('password')(PASSWORD_MASK)
            }}
            hint={
              datasource?.password === PASSWORD_MASK ? (
                <Trans>Saved and encrypted; leave it as it is to keep it.</Trans>
              ) : undefined
            }
          />
        </div>
      )}
    </FormModal>
  )
}
