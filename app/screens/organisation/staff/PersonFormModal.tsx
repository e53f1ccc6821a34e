import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { checkTextLength, NAME_MESSAGES } from '../../../../engine/rules/names'
import { checkValue } from '../../../../engine/rules/valueCheckers'
import { Button, Checkbox, FormModal, FormRow, icons, TextField } from '../../../ui'
import { errorText, type FieldErrors, hasNoErrors } from '../../admin/common/fieldErrors'
import { StaleNotice } from '../../admin/common/StaleNotice'
import { TextAreaField } from '../../admin/common/TextAreaField'
import { UserPicker } from '../../admin/common/UserPicker'
import {
  createPerson,
  getPerson,
  type OrgNode,
  type Person,
  type StaffBody,
  updatePerson,
} from '../../metadataApi/organizationsApi'
import { flattenOrgs } from '../orgTreeModel'

type Field = 'name' | 'code' | 'post' | 'phone' | 'email' | 'description' | 'organizations'

const NEEDS_ORG: MessageDescriptor = msg`Choose at least one organisation`

export function personProblems(form: StaffBody): FieldErrors<Field> {
  const problems: FieldErrors<Field> = {}
  const name = form.name.trim() === '' ? NAME_MESSAGES.empty : checkTextLength(form.name, 50)
  if (name) problems.name = name
  for (const field of ['code', 'post', 'phone'] as const) {
    const problem = checkTextLength(form[field], 50)
    if (problem) problems[field] = problem
  }
  const email = checkValue(form.email, { kind: 'email', required: false })
  if (email) problems.email = email
  const description = checkTextLength(form.description, 500)
  if (description) problems.description = description
  if (form.organizations.length === 0) problems.organizations = NEEDS_ORG
  return problems
}

interface Props {
  person: Person | null
  orgs: readonly OrgNode[]
  /** A new person starts in this organisation (the list's filter). */
  startOrg: number | null
  onClose: () => void
  onSaved: (person: Person) => void
}

const formOf = (person: Person | null, startOrg: number | null): StaffBody => ({
  name: person?.name ?? '',
  code: person?.code ?? '',
  post: person?.post ?? '',
  phone: person?.phone ?? '',
  email: person?.email ?? '',
  description: person?.description ?? '',
  userId: person?.userId ?? null,
  organizations: person ? person.organizations.map((o) => o.orgId) : startOrg ? [startOrg] : [],
})

/** Adds or edits a person: post, organisations (one or more), contact, and the linked user account. */
export function PersonFormModal({ person: opened, orgs, startOrg, onClose, onSaved }: Props) {
  const { t, i18n } = useLingui()
  const [person, setPerson] = useState(opened)
  const [form, setForm] = useState<StaffBody>(() => formOf(opened, startOrg))
  const [account, setAccount] = useState<string | null>(opened?.username ?? null)
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const [failure, setFailure] = useState('')
  const [stale, setStale] = useState(false)
  const [saving, setSaving] = useState(false)
  const allOrgs = flattenOrgs(orgs)

  const edit = (field: Exclude<Field, 'organizations'>) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  async function submit() {
    const problems = personProblems(form)
    setErrors(problems)
    setFailure('')
    setStale(false)
    if (!hasNoErrors(problems)) return
    setSaving(true)
    const body = { ...form, name: form.name.trim() }
    const result = person
      ? await updatePerson(person.staffId, { ...body, version: person.version })
      : await createPerson(body)
    setSaving(false)
    if (result.ok) {
      onSaved(result.data)
      return
    }
    if (person && result.status === 409) {
      const fresh = await getPerson(person.staffId)
      if (!fresh.ok || fresh.data.version !== person.version) {
        setStale(true)
        return
      }
    }
    setFailure(result.message)
  }

  return (
    <FormModal
      title={person ? t`Edit ${person.name}` : t`New person`}
      width={640}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      saveTestId="person-save"
      notices={
        stale && person ? (
          <StaleNotice
            onReload={async () => {
              const fresh = await getPerson(person.staffId)
              if (!fresh.ok) return
              setPerson(fresh.data)
              setForm(formOf(fresh.data, null))
              setAccount(fresh.data.username)
              setStale(false)
            }}
          />
        ) : null
      }
      failure={{ title: t`The person was not saved`, message: failure, testId: 'person-failure' }}
    >
      <FormRow columns={2}>
        <TextField
          id="person-name"
          label={<Trans>Name</Trans>}
          value={form.name}
          onChange={edit('name')}
          error={errorText(i18n, errors, 'name')}
          required
          maxLength={50}
          autoFocus
        />
        <TextField
          id="person-post"
          label={<Trans>Post</Trans>}
          hint={<Trans>The job held, e.g. shift leader.</Trans>}
          value={form.post}
          onChange={edit('post')}
          error={errorText(i18n, errors, 'post')}
          maxLength={50}
        />
      </FormRow>
      <FormRow columns={3}>
        <TextField
          id="person-code"
          label={<Trans>Employee number</Trans>}
          value={form.code}
          onChange={edit('code')}
          error={errorText(i18n, errors, 'code')}
          maxLength={50}
        />
        <TextField
          id="person-phone"
          label={<Trans>Phone</Trans>}
          value={form.phone}
          onChange={edit('phone')}
          error={errorText(i18n, errors, 'phone')}
          maxLength={50}
        />
        <TextField
          id="person-email"
          label={<Trans>Email</Trans>}
          value={form.email}
          onChange={edit('email')}
          error={errorText(i18n, errors, 'email')}
          maxLength={200}
        />
      </FormRow>
      <fieldset className="org-fieldset">
        <legend>
          <Trans>Organisations</Trans>
        </legend>
        <div className="org-checks" data-testid="person-orgs">
          {allOrgs.length === 0 ? (
            <span className="admin-muted">
              <Trans>Create an organisation first.</Trans>
            </span>
          ) : (
            allOrgs.map(({ org, path }) => (
              <Checkbox
                key={org.orgId}
                label={path}
                checked={form.organizations.includes(org.orgId)}
                onChange={(checked) => {
                  setForm((current) => ({
                    ...current,
                    organizations: checked
                      ? [...current.organizations, org.orgId]
                      : current.organizations.filter((id) => id !== org.orgId),
                  }))
                  setErrors((current) => ({ ...current, organizations: undefined }))
                }}
              />
            ))
          )}
        </div>
        {errors.organizations ? (
          <p className="field__error" role="alert">
            {errorText(i18n, errors, 'organizations')}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="org-fieldset">
        <legend>
          <Trans>User account</Trans>
        </legend>
        {form.userId !== null ? (
          <div className="org-linked" data-testid="person-account">
            <span>
              <icons.UserIcon size={14} /> {account ?? `#${form.userId}`}
            </span>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setForm((current) => ({ ...current, userId: null }))
                setAccount(null)
              }}
            >
              <Trans>Unlink</Trans>
            </Button>
          </div>
        ) : (
          <UserPicker
            excluded={new Set()}
            label={t`Link a user account`}
            onPick={(user) => {
              setForm((current) => ({ ...current, userId: user.userId }))
              setAccount(user.username)
            }}
          />
        )}
        <p className="admin-muted">
          <Trans>
            Tasks and notifications addressed to this person's organisations reach the linked account.
          </Trans>
        </p>
      </fieldset>
      <TextAreaField
        id="person-description"
        label={<Trans>Notes</Trans>}
        value={form.description}
        onChange={edit('description')}
        error={errorText(i18n, errors, 'description')}
      />
    </FormModal>
  )
}
