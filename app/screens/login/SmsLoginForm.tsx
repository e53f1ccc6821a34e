import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, type ReactNode, useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import { checkValue } from '../../../engine/rules/valueCheckers'
import { Message } from '../../i18n/Message'
import { Button } from '../../ui/Button'
import { InlineNotice } from '../../ui/InlineNotice'
import { TextField } from '../../ui/TextField'
import { completeLogin } from './completeLogin'
import { requestSmsCode, requestSmsLogin } from './loginRequest'

interface FieldErrors {
  phone?: ReactNode
  code?: ReactNode
}

/** Counts down once a second from `seconds` to 0. */
function useCountdown(): [number, (seconds: number) => void] {
  const [remaining, setRemaining] = useState(0)
  useEffect(() => {
    if (remaining <= 0) return
    const timer = setTimeout(() => setRemaining((current) => current - 1), 1000)
    return () => clearTimeout(timer)
  }, [remaining])
  return [remaining, setRemaining]
}

/**
 * Verification-code login (spec S1 §2): a mobile number, a code sent to it with a resend countdown taken
 * from the server's `resendAfter`, and the login; a wrong code (401.3) asks to try again.
 */
export function SmsLoginForm() {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState('')
  const [sentTo, setSentTo] = useState('')
  const [sending, setSending] = useState(false)
  const [pending, setPending] = useState(false)
  const [countdown, startCountdown] = useCountdown()

  function phoneProblem(): ReactNode {
    const problem = checkValue(phone.trim(), { kind: 'mobilePhone', required: true })
    return problem ? <Message of={problem} /> : undefined
  }

  async function sendCode() {
    const problem = phoneProblem()
    setErrors({ phone: problem })
    setFailure('')
    if (problem) {
      document.getElementById('sms-phone')?.focus()
      return
    }
    setSending(true)
    const result = await requestSmsCode(phone.trim())
    setSending(false)
    if (result.ok) {
      setSentTo(phone.trim())
      startCountdown(result.resendAfter)
      document.getElementById('sms-code')?.focus()
    } else {
      setFailure(result.message)
      if (result.retryAfter > 0) startCountdown(result.retryAfter)
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const nextErrors: FieldErrors = {
      phone: phoneProblem(),
      code: code.trim() === '' ? <Trans>Please enter the verification code.</Trans> : undefined,
    }
    setErrors(nextErrors)
    setFailure('')
    if (nextErrors.phone || nextErrors.code) {
      document.getElementById(nextErrors.phone ? 'sms-phone' : 'sms-code')?.focus()
      return
    }
    setPending(true)
    const outcome = await requestSmsLogin(phone.trim(), code.trim())
    if (!outcome.ok) {
      setPending(false)
      setFailure(outcome.message)
      return
    }
    await completeLogin(outcome.session, navigate)
  }

  return (
    <form className="login-form" onSubmit={submit} noValidate aria-busy={pending}>
      {failure ? (
        <InlineNotice tone="error" testId="sms-failure">
          {failure}
        </InlineNotice>
      ) : null}
      {sentTo && !failure ? (
        <InlineNotice tone="info" testId="sms-sent">
          <Trans>A verification code was sent to {sentTo}.</Trans>
        </InlineNotice>
      ) : null}
      <TextField
        id="sms-phone"
        name="phone"
        type="tel"
        inputMode="numeric"
        label={<Trans>Mobile phone number</Trans>}
        placeholder={t`11-digit mobile number`}
        autoComplete="tel-national"
        value={phone}
        maxLength={11}
        onChange={(value) => {
          setPhone(value)
          setErrors((current) => ({ ...current, phone: undefined }))
        }}
        error={errors.phone}
      />
      <div className="login-form__code">
        <TextField
          id="sms-code"
          name="code"
          inputMode="numeric"
          label={<Trans>Verification code</Trans>}
          placeholder={t`Code from the text message`}
          autoComplete="one-time-code"
          value={code}
          maxLength={20}
          onChange={(value) => {
            setCode(value)
            setErrors((current) => ({ ...current, code: undefined }))
          }}
          error={errors.code}
        />
        <Button
          className="login-form__send"
          onClick={sendCode}
          loading={sending}
          disabled={countdown > 0}
          data-testid="send-code"
        >
          {countdown > 0 ? (
            <Trans>Resend in {countdown} s</Trans>
          ) : sentTo ? (
            <Trans>Resend code</Trans>
          ) : (
            <Trans>Send code</Trans>
          )}
        </Button>
      </div>
      <Button type="submit" variant="primary" block loading={pending}>
        {pending ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
      </Button>
    </form>
  )
}
