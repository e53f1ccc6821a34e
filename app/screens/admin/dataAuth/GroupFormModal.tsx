import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { checkTextLength, NAME_MESSAGES } from '../../../../engine/rules/names'
import { FormModal, TextField } from '../../../ui'
import { errorText, type FieldErrors, hasNoErrors } from '../common/fieldErrors'
import { StaleNotice } from '../common/StaleNotice'
import { TextAreaField } from '../common/TextAreaField'
import { createGroup, type DataGroup, getGroup, updateGroup } from './dataGroupsApi'

type GroupField = 'name' | 'description'

/** A group's name is required, unique (the server checks) and at most 50 characters. */
export function groupProblems(name: string, description: string): FieldErrors<GroupField> {
  const problems: FieldErrors<GroupField> = {}
  const nameProblem = name.trim() === '' ? NAME_MESSAGES.empty : checkTextLength(name, 50)
  if (nameProblem) problems.name = nameProblem
  const descriptionProblem = checkTextLength(description, 500)
  if (descriptionProblem) problems.description = descriptionProblem
  return problems
}

interface Props {
  group: DataGroup | null
  onClose: () => void
  onSaved: (group: DataGroup, mode: 'create' | 'edit') => void
}

/** Names or renames a data authorisation group; members and items are edited on its detail page. */
export function GroupFormModal({ group: opened, onClose, onSaved }: Props) {
  const { t, i18n } = useLingui()
  const [group, setGroup] = useState(opened)
  const [name, setName] = useState(opened?.name ?? '')
  const [description, setDescription] = useState(opened?.description ?? '')
  const [errors, setErrors] = useState<FieldErrors<GroupField>>({})
  const [failure, setFailure] = useState('')
  const [stale, setStale] = useState(false)
  const [saving, setSaving] = useState(false)

  async function submit() {
    const problems = groupProblems(name, description)
    setErrors(problems)
    setFailure('')
    setStale(false)
    if (!hasNoErrors(problems)) return
    setSaving(true)
    const body = { name: name.trim(), description: description.trim() }
    const result = group
      ? await updateGroup(group.groupId, { ...body, version: group.version })
      : await createGroup(body)
    if (!result.ok && group && result.status === 409) {
      const fresh = await getGroup(group.groupId)
      setSaving(false)
      if (!fresh.ok || fresh.data.version !== group.version) setStale(true)
      else setFailure(result.message)
      return
    }
    setSaving(false)
    if (result.ok) onSaved(result.data, group ? 'edit' : 'create')
    else setFailure(result.message)
  }

  return (
    <FormModal
      title={group ? t`Edit group ${group.name}` : t`New data authorisation group`}
      width={560}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      saveLabel={group ? <Trans>Save</Trans> : <Trans>Create and add members</Trans>}
      saveTestId="group-form-save"
      notices={
        stale && group ? (
          <StaleNotice
            onReload={async () => {
              const fresh = await getGroup(group.groupId)
              if (!fresh.ok) return
              setGroup(fresh.data)
              setName(fresh.data.name)
              setDescription(fresh.data.description)
              setStale(false)
            }}
          />
        ) : null
      }
      failure={{ title: t`The group was not saved`, message: failure, testId: 'group-form-failure' }}
    >
      <TextField
        id="group-name"
        label={<Trans>Group name</Trans>}
        value={name}
        onChange={(value) => {
          setName(value)
          setErrors((current) => ({ ...current, name: undefined }))
        }}
        error={errorText(i18n, errors, 'name')}
        required
        maxLength={50}
        autoFocus
      />
      <TextAreaField
        id="group-description"
        label={<Trans>Description</Trans>}
        value={description}
        onChange={(value) => {
          setDescription(value)
          setErrors((current) => ({ ...current, description: undefined }))
        }}
        error={errorText(i18n, errors, 'description')}
      />
    </FormModal>
  )
}
