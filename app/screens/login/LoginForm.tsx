import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, type ReactNode, useState } from 'react'
import { useLocation } from 'wouter'
import { Button } from '../../ui/Button'
import { Checkbox } from '../../ui/Checkbox'
import { InlineNotice } from '../../ui/InlineNotice'
import { PasswordField } from '../../ui/PasswordField'
import { TextField } from '../../ui/TextField'
import { HelpTooltip } from '../../ui/Tooltip'
import { completeLogin } from './completeLogin'
import { requestLogin } from './loginRequest'
import { rememberedUsername, rememberUsername } from './rememberedUsername'
import { connectionIsEncrypted, storedSslLogin, storeSslLogin } from './sslLogin'

interface FieldErrors {
  username?: ReactNode
  password?: ReactNode
}

/** Username and password login with "remember username" and "SSL login" (spec S1 §2). */
export function LoginForm() {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const [username, setUsername] = useState(rememberedUsername)
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(() => rememberedUsername() !== '')
  const [ssl, setSsl] = useState(storedSslLogin)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<ReactNode>('')
  const [pending, setPending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const nextErrors: FieldErrors = {
      username: username.trim() === '' ? <Trans>Please enter your username.</Trans> : undefined,
      password: password === '' ? <Trans>Please enter your password.</Trans> : undefined,
    }
    setErrors(nextErrors)
    setFailure('')
    if (nextErrors.username || nextErrors.password) {
      document.getElementById(nextErrors.username ? 'login-username' : 'login-password')?.focus()
      return
    }
    if (ssl && !connectionIsEncrypted()) {
      setFailure(
        <Trans>
          SSL login is on, but this page was not opened over an encrypted (HTTPS) connection. Open the HTTPS
          address of the server, or turn SSL login off.
        </Trans>,
      )
      return
    }
    setPending(true)
    const outcome = await requestLogin(username.trim(), password)
    if (!outcome.ok) {
      setPending(false)
      setFailure(outcome.message)
      return
    }
    rememberUsername(username.trim(), remember ? 'remember' : 'forget')
    storeSslLogin(ssl)
    await completeLogin(outcome.session, navigate)
  }

  return (
    <form className="login-form" onSubmit={submit} noValidate aria-busy={pending}>
      {failure ? (
        <InlineNotice tone="error" testId="login-failure">
          {failure}
        </InlineNotice>
      ) : null}
      <TextField
        id="login-username"
        name="username"
        label={<Trans>Username</Trans>}
        placeholder={t`Enter your username`}
        autoComplete="username"
        autoFocus={username === ''}
        value={username}
        onChange={(value) => {
          setUsername(value)
          setErrors((current) => ({ ...current, username: undefined }))
        }}
        error={errors.username}
      />
      <PasswordField
        id="login-password"
        name="password"
        label={<Trans>Password</Trans>}
        placeholder={t`Enter your password`}
        autoComplete="current-password"
        autoFocus={username !== ''}
        value={password}
        onChange={(value) => {
          setPassword(value)
          setErrors((current) => ({ ...current, password: undefined }))
        }}
        error={errors.password}
      />
      <div className="login-form__options">
        <Checkbox checked={remember} onChange={setRemember} label={<Trans>Remember username</Trans>} />
        <Checkbox
          checked={ssl}
          onChange={setSsl}
          label={<Trans>SSL login</Trans>}
          after={
            <HelpTooltip label={t`About SSL login`}>
              <Trans>
                Send your user name and password only over an encrypted (HTTPS) connection. When this page was
                opened without encryption, the sign-in is refused instead of sending them in clear text.
              </Trans>
            </HelpTooltip>
          }
        />
      </div>
      <Button type="submit" variant="primary" block loading={pending}>
        {pending ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
      </Button>
    </form>
  )
}
