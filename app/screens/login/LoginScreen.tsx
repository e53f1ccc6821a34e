import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { LanguageSwitch } from '../../i18n/LanguageSwitch'
import { productName } from '../../shell/brand'
import { Logo } from '../../shell/Logo'
import { Tabs } from '../../ui/Tabs'
import { LoginForm } from './LoginForm'
import { SmsLoginForm } from './SmsLoginForm'
import '../../styles/login.css'

/** The login page at /user/login: the brand panel beside the login card with its two ways in. */
export function LoginScreen() {
  const { t } = useLingui()
  const [method, setMethod] = useState('password')
  return (
    <div className="login">
      <aside className="login__hero">
        <div className="login__brand">
          <Logo size={44} />
          <span className="login__product">{productName}</span>
        </div>
        <div className="login__pitch">
          <h2 className="login__headline">
            <Trans>Design, run and watch your plant in one place.</Trans>
          </h2>
          <p className="login__tagline">
            <Trans>Object models, process pages, alarms and workflows for industrial operations.</Trans>
          </p>
        </div>
      </aside>
      <main className="login__main">
        <div className="login__toolbar">
          <LanguageSwitch />
        </div>
        <section className="login__card" aria-labelledby="login-title">
          <div className="login__card-brand">
            <Logo size={36} />
            <span>{productName}</span>
          </div>
          <h1 className="login__title" id="login-title">
            <Trans>Sign in to {productName}</Trans>
          </h1>
          <p className="login__subtitle">
            <Trans>Use the account given to you by your administrator.</Trans>
          </p>
          <Tabs
            label={t`How to sign in`}
            variant="segmented"
            selected={method}
            onChange={setMethod}
            tabs={[
              { id: 'password', label: <Trans>Account login</Trans>, content: <LoginForm /> },
              { id: 'sms', label: <Trans>SMS login</Trans>, content: <SmsLoginForm /> },
            ]}
          />
        </section>
      </main>
    </div>
  )
}
