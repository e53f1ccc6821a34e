import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { Badge, Button, type Column, DataTable, InlineNotice, icons, Modal, Select } from '../../../ui'
import { FilePicker } from '../common/FilePicker'
import { StaleNotice } from '../common/StaleNotice'
import {
  type ApplyMode,
  applyPermissionFile,
  checkPermissionFile,
  checkPermissionFileInfo,
  type ItemOutcome,
  type ItemResult,
  type PermissionFileCheck,
} from './permissionFile'
import { flattenTree, idsByCode, type ResourceNode } from './resourceSelection'
import { getRole, type Role, updateRole } from './rolesApi'
import { useResourceLabel } from './useResourceLabel'

interface Props {
  role: Role
  tree: readonly ResourceNode[]
  onClose: () => void
  onSaved: (role: Role) => void
}

const OUTCOME_TONE: Record<ItemOutcome, 'success' | 'danger' | 'warning' | 'neutral'> = {
  granted: 'success',
  unknown: 'danger',
  duplicate: 'neutral',
  invalid: 'danger',
}

/**
 * "Permission file upload" of the role screen: a JSON file of resource codes is read, checked entry by
 * entry against the resource tree (with a result per entry), and only then granted to the role.
 */
export function PermissionFileModal({ role: opened, tree, onClose, onSaved }: Props) {
  const { t, i18n } = useLingui()
  const labelOf = useResourceLabel()
  const [role, setRole] = useState(opened)
  const [fileName, setFileName] = useState('')
  const [check, setCheck] = useState<PermissionFileCheck | null>(null)
  const [fileProblem, setFileProblem] = useState('')
  const [mode, setMode] = useState<ApplyMode>('add')
  const [failure, setFailure] = useState('')
  const [stale, setStale] = useState(false)
  const [saving, setSaving] = useState(false)
  const codes = useMemo(() => idsByCode(tree), [tree])
  const byId = useMemo(() => new Map(flattenTree(tree).map((node) => [node.resourceId, node])), [tree])

  async function pick(file: File) {
    setFileName(file.name)
    setCheck(null)
    setFailure('')
    const problem = checkPermissionFileInfo(file)
    if (problem) {
      setFileProblem(i18n._(problem))
      return
    }
    const checked = checkPermissionFile(await file.text(), codes)
    setFileProblem(checked.ok ? '' : i18n._(checked.problem))
    setCheck(checked)
  }

  async function apply() {
    if (!check?.ok) return
    setSaving(true)
    setFailure('')
    const resourceIds = applyPermissionFile(role.resourceIds, check.resourceIds, mode)
    const result = await updateRole(role.roleId, { resourceIds, version: role.version })
    setSaving(false)
    if (result.ok) onSaved(result.data)
    else if (result.status === 409) setStale(true)
    else setFailure(result.message)
  }

  const outcomeLabel: Record<ItemOutcome, string> = {
    granted: t`Granted`,
    unknown: t`Unknown resource code`,
    duplicate: t`Repeated; ignored`,
    invalid: t`Not a resource code`,
  }
  const columns: Column<ItemResult>[] = [
    { key: 'line', title: <Trans>Entry</Trans>, width: 70, align: 'end' },
    { key: 'code', title: <Trans>Resource code</Trans>, render: (item) => <code>{item.code}</code> },
    {
      key: 'resource',
      title: <Trans>Resource</Trans>,
      render: (item) => {
        const node = item.resourceId === undefined ? undefined : byId.get(item.resourceId)
        return node ? labelOf(node) : <span className="admin-muted">—</span>
      },
    },
    {
      key: 'outcome',
      title: <Trans>Result</Trans>,
      render: (item) => <Badge tone={OUTCOME_TONE[item.outcome]}>{outcomeLabel[item.outcome]}</Badge>,
    },
  ]
  const grantedCount = check?.ok ? check.resourceIds.length : 0
  const refusedCount = check?.ok
    ? check.items.filter((item) => item.outcome === 'unknown' || item.outcome === 'invalid').length
    : 0

  return (
    <Modal
      open
      onClose={onClose}
      width={760}
      title={t`Upload a permission file for ${role.roleName}`}
      footer={
        <>
          <Button onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            variant="primary"
            loading={saving}
            disabled={!check?.ok || grantedCount === 0}
            onClick={() => void apply()}
            data-testid="permission-file-apply"
          >
            <Plural value={grantedCount} one="Grant # resource" other="Grant # resources" />
          </Button>
        </>
      }
    >
      <div className="admin-form">
        <p className="admin-muted">
          <Trans>
            A JSON file with a list of resource codes, for example ["user-itemlist", "role-itemlist"], or a
            file downloaded from this screen. Each entry is checked before anything is saved.
          </Trans>
        </p>
        <div className="file-row">
          <FilePicker
            accept=".json,application/json"
            onPick={(file) => void pick(file)}
            icon={<icons.UploadIcon size={15} />}
            testId="permission-file-input"
          >
            <Trans>Choose file…</Trans>
          </FilePicker>
          <span className="file-row__name">{fileName || <Trans>No file chosen</Trans>}</span>
        </div>
        {stale ? (
          <StaleNotice
            onReload={async () => {
              const fresh = await getRole(role.roleId)
              if (fresh.ok) {
                setRole(fresh.data)
                setStale(false)
              }
            }}
          />
        ) : null}
        {fileProblem ? (
          <InlineNotice tone="error" title={t`The file cannot be used`} testId="permission-file-problem">
            {fileProblem}
          </InlineNotice>
        ) : null}
        {failure ? (
          <InlineNotice tone="error" title={t`The permissions were not saved`}>
            {failure}
          </InlineNotice>
        ) : null}
        {check?.ok ? (
          <>
            <InlineNotice tone={refusedCount > 0 ? 'warning' : 'success'} testId="permission-file-summary">
              <Plural
                value={grantedCount}
                one="# resource can be granted."
                other="# resources can be granted."
              />{' '}
              <Plural
                value={refusedCount}
                _0="No entry is refused."
                one="# entry is refused."
                other="# entries are refused."
              />
            </InlineNotice>
            <Select<ApplyMode>
              id="permission-file-mode"
              label={<Trans>How to apply</Trans>}
              value={mode}
              onChange={setMode}
              options={[
                { value: 'add', label: <Trans>Add to the role's current permissions</Trans> },
                { value: 'replace', label: <Trans>Replace the role's permissions with the file</Trans> },
              ]}
            />
            <DataTable
              label={t`Entries of the permission file`}
              columns={columns}
              rows={check.items}
              rowKey={(item) => item.line}
            />
          </>
        ) : null}
      </div>
    </Modal>
  )
}
