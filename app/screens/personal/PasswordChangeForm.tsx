import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, type ReactNode, useState } from 'react'
import {
  checkPassword,
  checkPasswordConfirmation,
  type PasswordSettings,
} from '../../../engine/rules/passwords'
import { Message } from '../../i18n/Message'
import { requestJson } from '../../shell/http'
import { Button } from '../../ui/Button'
import { InlineNotice } from '../../ui/InlineNotice'
import { PasswordField } from '../../ui/PasswordField'
import { Spinner } from '../../ui/Spinner'
import { PasswordRulesList } from './PasswordRulesList'
import { usePasswordSettings } from './passwordRules'

interface FieldErrors {
  current?: ReactNode
  next?: ReactNode
  confirm?: ReactNode
}

interface Props {
  /** Whose password: the signed-in user's own username. */
  username: string
  /** Called after the server accepted the new password. */
  onChanged: () => void
  /** Text of the submit button. */
  submitLabel?: ReactNode
  /** Buttons shown beside the submit button (e.g. "Log out" on the forced change). */
  extraActions?: ReactNode
}

/**
 * Changes one's own password: current password, new password and its confirmation. The configured rules
 * are listed and checked while typing (engine `checkPassword`), and nothing is sent until they all pass.
 */
export function PasswordChangeForm({ username, onChanged, submitLabel, extraActions }: Props) {
  const { t } = useLingui()
  const settings = usePasswordSettings()
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState('')
  const [pending, setPending] = useState(false)

  if (settings === null) {
    return (
      <div className="password-form__loading">
        <Spinner size={20} label={t`Loading the password rules…`} />
      </div>
    )
  }
  const rules: PasswordSettings = settings
  const problems = checkPassword(next, rules)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFailure('')
    const mismatch = checkPasswordConfirmation(next, confirm)
    const nextErrors: FieldErrors = {
      current: current === '' ? <Trans>Please enter your current password.</Trans> : undefined,
      next:
        next === '' ? (
          <Trans>Please enter a new password.</Trans>
        ) : problems.length > 0 ? (
          <Message of={problems} />
        ) : undefined,
      confirm:
        confirm === '' ? (
          <Trans>Please enter the new password again.</Trans>
        ) : mismatch ? (
          <Message of={mismatch} />
        ) : undefined,
    }
    setErrors(nextErrors)
    const firstInvalid = (['current', 'next', 'confirm'] as const).find((key) => nextErrors[key])
    if (firstInvalid) {
      document.getElementById(`password-${firstInvalid}`)?.focus()
      return
    }
    setPending(true)
    const result = await requestJson(
      'PUT',
      `/api/auth/users/updatePwd/${encodeURIComponent(username)}`,
      { oldPassword: current, newPassword: next, confirmPassword: confirm },
      { suppressNotice: true },
    )
    setPending(false)
    if (!result.ok) {
      setFailure(result.message)
      return
    }
    setCurrent('')
    setNext('')
    setConfirm('')
    onChanged()
  }

  return (
    <form className="password-form" onSubmit={submit} noValidate aria-busy={pending}>
      {failure ? (
        <InlineNotice tone="error" testId="password-failure">
          {failure}
        </InlineNotice>
      ) : null}
      <PasswordField
        id="password-current"
        label={<Trans>Current password</Trans>}
        autoComplete="current-password"
        value={current}
        required
        onChange={(value) => {
          setCurrent(value)
          setErrors((old) => ({ ...old, current: undefined }))
        }}
        error={errors.current}
      />
      <PasswordField
        id="password-next"
        label={<Trans>New password</Trans>}
        autoComplete="new-password"
        value={next}
        required
        onChange={(value) => {
          setNext(value)
          setErrors((old) => ({ ...old, next: undefined }))
        }}
        error={errors.next}
      />
      <PasswordRulesList settings={rules} problems={problems} touched={next !== ''} />
      <PasswordField
        id="password-confirm"
        label={<Trans>Confirm the new password</Trans>}
        autoComplete="new-password"
        value={confirm}
        required
        onChange={(value) => {
          setConfirm(value)
          setErrors((old) => ({ ...old, confirm: undefined }))
        }}
        error={errors.confirm}
      />
      <div className="password-form__actions">
        {extraActions}
        <Button type="submit" variant="primary" loading={pending}>
          {submitLabel ?? <Trans>Change password</Trans>}
        </Button>
      </div>
    </form>
  )
}
