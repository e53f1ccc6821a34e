import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { PasswordSettings } from '../../../../engine/rules/passwords'
import { FormModal, InlineNotice, PasswordField } from '../../../ui'
import { PasswordRulesHint } from '../common/PasswordRulesHint'
import { resetPasswordProblems, type User } from './userForm'
import { resetPassword } from './usersApi'

interface Props {
  user: User
  passwordSettings: PasswordSettings | null
  onClose: () => void
  onDone: () => void
}

/** An administrator sets a new password for someone; the owner must change it at the next login. */
export function ResetPasswordModal({ user, passwordSettings, onClose, onDone }: Props) {
  const { t, i18n } = useLingui()
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [errors, setErrors] = useState<ReturnType<typeof resetPasswordProblems>>({})
  const [failure, setFailure] = useState('')
  const [saving, setSaving] = useState(false)

  async function submit() {
    const problems = resetPasswordProblems(password, confirmation, passwordSettings)
    setErrors(problems)
    setFailure('')
    if (problems.password || problems.confirmPassword) return
    setSaving(true)
    const result = await resetPassword(user.username, password, confirmation)
    setSaving(false)
    if (result.ok) onDone()
    else setFailure(result.message)
  }

  return (
    <FormModal
      title={t`Reset the password of ${user.username}`}
      width={520}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      saveLabel={<Trans>Reset password</Trans>}
      saveTestId="reset-password-save"
      notices={
        <InlineNotice tone="info">
          <Trans>The user signs in with this password once and must then choose a new one.</Trans>
        </InlineNotice>
      }
      failure={{ title: t`The password was not changed`, message: failure, testId: 'reset-password-failure' }}
    >
      <PasswordField
        id="reset-password"
        label={<Trans>New password</Trans>}
        value={password}
        onChange={(value) => {
          setPassword(value)
          setErrors((current) => ({ ...current, password: undefined }))
        }}
        error={errors.password ? i18n._(errors.password) : undefined}
        hint={<PasswordRulesHint settings={passwordSettings} />}
        autoComplete="new-password"
        required
        autoFocus
      />
      <PasswordField
        id="reset-confirm-password"
        label={<Trans>Confirm password</Trans>}
        value={confirmation}
        onChange={(value) => {
          setConfirmation(value)
          setErrors((current) => ({ ...current, confirmPassword: undefined }))
        }}
        error={errors.confirmPassword ? i18n._(errors.confirmPassword) : undefined}
        autoComplete="new-password"
        required
      />
    </FormModal>
  )
}
