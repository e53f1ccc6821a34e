import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { checkTextLength, NAME_MESSAGES } from '../../../../engine/rules/names'
import { FormModal, FormSection, TextField } from '../../../ui'
import { errorText, type FieldErrors, hasNoErrors } from '../common/fieldErrors'
import { StaleNotice } from '../common/StaleNotice'
import { TextAreaField } from '../common/TextAreaField'
import { ResourceTree } from './ResourceTree'
import type { ResourceNode } from './resourceSelection'
import { createRole, getRole, type Role, updateRole } from './rolesApi'

type RoleField = 'roleName' | 'description'

interface Props {
  /** The role being edited; null creates one. */
  role: Role | null
  tree: readonly ResourceNode[]
  onClose: () => void
  onSaved: (role: Role, mode: 'create' | 'edit') => void
}

/** The rules of a role's fields: a name that is not blank and at most 50 characters, a description of 500. */
export function roleProblems(roleName: string, description: string): FieldErrors<RoleField> {
  const problems: FieldErrors<RoleField> = {}
  const nameProblem = roleName.trim() === '' ? NAME_MESSAGES.empty : checkTextLength(roleName, 50)
  if (nameProblem) problems.roleName = nameProblem
  const descriptionProblem = checkTextLength(description, 500)
  if (descriptionProblem) problems.description = descriptionProblem
  return problems
}

/** Creates or edits a role: its name, description and the resources it grants. */
export function RoleFormModal({ role: opened, tree, onClose, onSaved }: Props) {
  const { t, i18n } = useLingui()
  const [role, setRole] = useState(opened)
  const [roleName, setRoleName] = useState(opened?.roleName ?? '')
  const [description, setDescription] = useState(opened?.description ?? '')
  const [granted, setGranted] = useState<Set<number>>(() => new Set(opened?.resourceIds ?? []))
  const [errors, setErrors] = useState<FieldErrors<RoleField>>({})
  const [failure, setFailure] = useState('')
  const [stale, setStale] = useState(false)
  const [saving, setSaving] = useState(false)

  async function submit() {
    const problems = roleProblems(roleName, description)
    setErrors(problems)
    setFailure('')
    setStale(false)
    if (!hasNoErrors(problems)) {
      document.getElementById(problems.roleName ? 'role-name' : 'role-description')?.focus()
      return
    }
    setSaving(true)
    const body = {
      roleName: roleName.trim(),
      description: description.trim(),
      resourceIds: [...granted].sort((a, b) => a - b),
    }
    const result = role
      ? await updateRole(role.roleId, { ...body, version: role.version })
      : await createRole(body)
    if (!result.ok && role && result.status === 409) {
      const fresh = await getRole(role.roleId)
      setSaving(false)
      // A 409 is also a name already in use: only a newer version means someone else saved first.
      if (!fresh.ok || fresh.data.version !== role.version) setStale(true)
      else setFailure(result.message)
      return
    }
    setSaving(false)
    if (result.ok) onSaved(result.data, role ? 'edit' : 'create')
    else setFailure(result.message)
  }

  async function reload() {
    if (!role) return
    const fresh = await getRole(role.roleId)
    if (!fresh.ok) return
    setRole(fresh.data)
    setRoleName(fresh.data.roleName)
    setDescription(fresh.data.description)
    setGranted(new Set(fresh.data.resourceIds))
    setErrors({})
    setStale(false)
  }

  return (
    <FormModal
      title={role ? t`Edit role ${role.roleName}` : t`New role`}
      width={880}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      saveTestId="role-form-save"
      formClassName=""
      notices={stale ? <StaleNotice onReload={reload} /> : null}
      failure={{ title: t`The role was not saved`, message: failure, testId: 'role-form-failure' }}
    >
      <FormSection title={<Trans>Role</Trans>}>
        <TextField
          id="role-name"
          label={<Trans>Role name</Trans>}
          value={roleName}
          onChange={(value) => {
            setRoleName(value)
            setErrors((current) => ({ ...current, roleName: undefined }))
          }}
          error={errorText(i18n, errors, 'roleName')}
          required
          maxLength={50}
          autoFocus
        />
        <TextAreaField
          id="role-description"
          label={<Trans>Description</Trans>}
          value={description}
          onChange={(value) => {
            setDescription(value)
            setErrors((current) => ({ ...current, description: undefined }))
          }}
          error={errorText(i18n, errors, 'description')}
          rows={2}
        />
      </FormSection>
      <FormSection
        title={<Trans>Permissions</Trans>}
        description={
          <Trans>
            Tick what the role may use. A folder is a permission of its own: System information, for example,
            also grants backup and the system settings.
          </Trans>
        }
      >
        <ResourceTree roots={tree} granted={granted} onChange={setGranted} label={t`Resources of the role`} />
      </FormSection>
    </FormModal>
  )
}
