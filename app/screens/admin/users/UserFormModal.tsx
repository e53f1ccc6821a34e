import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import type { PasswordSettings } from '../../../../engine/rules/passwords'
import { Checkbox, FormModal, FormRow, FormSection, PasswordField, Switch, TextField } from '../../../ui'
import { errorText, type FieldErrors, focusFirstInvalid, hasNoErrors } from '../common/fieldErrors'
import { PasswordRulesHint } from '../common/PasswordRulesHint'
import { StaleNotice } from '../common/StaleNotice'
import type { Role } from '../roles/rolesApi'
import {
  ADMIN_USER_ID,
  createUserBody,
  draftOfUser,
  emptyUserDraft,
  type User,
  type UserDraft,
  type UserField,
  type UserFormMode,
  updateUserBody,
  userProblems,
} from './userForm'
import { createUser, getUser, updateUser } from './usersApi'

interface Props {
  /** The user being edited; null creates one. */
  user: User | null
  roles: readonly Role[]
  passwordSettings: PasswordSettings | null
  /** The signed-in user, who may not disable themselves. */
  selfUserId: number | null
  onClose: () => void
  onSaved: (user: User, mode: UserFormMode) => void
}

/** Creates or edits a user: account, contact details, whether it is enabled, and its roles. */
export function UserFormModal({
  user: opened,
  roles,
  passwordSettings,
  selfUserId,
  onClose,
  onSaved,
}: Props) {
  const { t, i18n } = useLingui()
  const mode: UserFormMode = opened ? 'edit' : 'create'
  // The stored record the edit is based on; a reload after a stale save replaces it.
  const [user, setUser] = useState(opened)
  const [stale, setStale] = useState(false)
  const [draft, setDraft] = useState<UserDraft>(() => (opened ? draftOfUser(opened) : emptyUserDraft()))
  const [errors, setErrors] = useState<FieldErrors<UserField>>({})
  const [failure, setFailure] = useState('')
  const [saving, setSaving] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const isAdmin = user?.userId === ADMIN_USER_ID
  const isSelf = user !== null && user.userId === selfUserId

  useEffect(() => {
    if (!hasNoErrors(errors)) focusFirstInvalid(form.current)
  }, [errors])

  const change = <K extends UserField>(field: K, value: UserDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  async function submit() {
    const problems = userProblems(draft, mode, passwordSettings)
    setErrors(problems)
    setFailure('')
    setStale(false)
    if (!hasNoErrors(problems)) return
    setSaving(true)
    const result = user
      ? await updateUser(user.username, updateUserBody(draft, user))
      : await createUser(createUserBody(draft))
    setSaving(false)
    if (result.ok) {
      onSaved(result.data, mode)
      return
    }
    // A 409 on an edit can also be a phone number taken by someone else: only a newer version is "stale".
    if (user && result.status === 409 && (await isStale(user))) {
      setStale(true)
      return
    }
    setFailure(result.message)
  }

  const toggleRole = (roleId: number, checked: boolean) =>
    change('roleIds', checked ? [...draft.roleIds, roleId] : draft.roleIds.filter((id) => id !== roleId))

  return (
    <FormModal
      title={user ? t`Edit user ${user.username}` : t`New user`}
      width={720}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      saveTestId="user-form-save"
      formRef={form}
      formClassName=""
      notices={
        stale && user ? (
          <StaleNotice
            onReload={async () => {
              const fresh = await getUser(user.username)
              if (!fresh.ok) return
              setUser(fresh.data)
              setDraft(draftOfUser(fresh.data))
              setErrors({})
              setStale(false)
            }}
          />
        ) : null
      }
      failure={{ title: t`The user was not saved`, message: failure, testId: 'user-form-failure' }}
    >
      <FormSection title={<Trans>Account</Trans>}>
        <FormRow columns={2}>
          <TextField
            id="user-username"
            label={<Trans>Username</Trans>}
            value={draft.username}
            onChange={(value) => change('username', value)}
            error={errorText(i18n, errors, 'username')}
            hint={
              mode === 'create' ? (
                <Trans>Starts with a letter; letters, digits and underscores.</Trans>
              ) : undefined
            }
            required={mode === 'create'}
            disabled={mode === 'edit'}
            autoComplete="off"
            maxLength={50}
          />
          <TextField
            id="user-real-name"
            label={<Trans>Real name</Trans>}
            value={draft.realName}
            onChange={(value) => change('realName', value)}
            error={errorText(i18n, errors, 'realName')}
            maxLength={50}
          />
        </FormRow>
        {mode === 'create' ? (
          <FormRow columns={2}>
            <PasswordField
              id="user-password"
              label={<Trans>Initial password</Trans>}
              value={draft.password}
              onChange={(value) => change('password', value)}
              error={errorText(i18n, errors, 'password')}
              hint={<PasswordRulesHint settings={passwordSettings} />}
              autoComplete="new-password"
              required
            />
            <PasswordField
              id="user-confirm-password"
              label={<Trans>Confirm password</Trans>}
              value={draft.confirmPassword}
              onChange={(value) => change('confirmPassword', value)}
              error={errorText(i18n, errors, 'confirmPassword')}
              hint={<Trans>The user must change it at the first login.</Trans>}
              autoComplete="new-password"
              required
            />
          </FormRow>
        ) : null}
        <Switch
          checked={draft.enabled}
          onChange={(value) => change('enabled', value)}
          label={<Trans>Account enabled</Trans>}
          hint={
            isAdmin ? (
              <Trans>The administrator is always enabled.</Trans>
            ) : isSelf ? (
              <Trans>You cannot disable your own account.</Trans>
            ) : (
              <Trans>A disabled user cannot sign in; open sessions end at once.</Trans>
            )
          }
          disabled={isAdmin || isSelf}
        />
      </FormSection>
      <FormSection title={<Trans>Contact</Trans>}>
        <FormRow columns={2}>
          <TextField
            id="user-email"
            type="email"
            label={<Trans>Email</Trans>}
            value={draft.email}
            onChange={(value) => change('email', value)}
            error={errorText(i18n, errors, 'email')}
            maxLength={200}
          />
          <TextField
            id="user-phone"
            type="tel"
            label={<Trans>Mobile phone</Trans>}
            value={draft.phone}
            onChange={(value) => change('phone', value)}
            error={errorText(i18n, errors, 'phone')}
            hint={<Trans>Used for verification-code login.</Trans>}
            maxLength={20}
          />
        </FormRow>
      </FormSection>
      <FormSection
        title={<Trans>Roles</Trans>}
        description={
          isAdmin ? <Trans>The administrator holds every permission; roles do not apply.</Trans> : undefined
        }
      >
        {roles.length === 0 ? (
          <p className="admin-muted">
            <Trans>No roles exist yet. Create them under Roles.</Trans>
          </p>
        ) : (
          <fieldset className="check-grid">
            <legend className="visually-hidden">{t`Roles`}</legend>
            {roles.map((role) => (
              <Checkbox
                key={role.roleId}
                label={role.roleName}
                checked={draft.roleIds.includes(role.roleId)}
                disabled={isAdmin || isSelf}
                onChange={(checked) => toggleRole(role.roleId, checked)}
              />
            ))}
          </fieldset>
        )}
      </FormSection>
    </FormModal>
  )
}

async function isStale(user: User): Promise<boolean> {
  const fresh = await getUser(user.username)
  return !fresh.ok || fresh.data.version !== user.version
}
