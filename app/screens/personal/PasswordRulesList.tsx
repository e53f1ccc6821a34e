import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { MessageDescriptor } from '../../../engine/messages'
import type { PasswordSettings } from '../../../engine/rules/passwords'
import { CheckIcon, InfoIcon } from '../../ui/icons'
import { activeRules, type RuleLine } from './passwordRules'

function ruleText(line: RuleLine, settings: PasswordSettings): ReactNode {
  switch (line.kind) {
    case 'minLength':
      return <Trans>At least {settings.minLength} characters</Trans>
    case 'maxLength':
      return <Trans>At most {settings.maxLength} characters</Trans>
    case 'upper':
      return <Trans>An uppercase letter (A–Z)</Trans>
    case 'lower':
      return <Trans>A lowercase letter (a–z)</Trans>
    case 'digit':
      return <Trans>A digit (0–9)</Trans>
    case 'special':
      return <Trans>A special character, such as ! @ # $ %</Trans>
    case 'regex':
      return settings.regexHint ? (
        settings.regexHint
      ) : (
        <Trans>Matches the pattern set by your administrator</Trans>
      )
  }
}

/**
 * The configured password rules (spec S1 §3), each ticked off while the new password meets it, so the
 * user sees what is missing before submitting. `problems` are `checkPassword`'s results for the password.
 */
export function PasswordRulesList({
  settings,
  problems,
  touched,
}: {
  settings: PasswordSettings
  problems: readonly MessageDescriptor[]
  /** Whether anything was typed yet: before that no rule is shown as met. */
  touched: boolean
}) {
  const broken = new Set(problems.map((problem) => problem.id))
  return (
    <div className="password-rules" data-testid="password-rules">
      <p className="password-rules__title">
        <Trans>The new password needs:</Trans>
      </p>
      <ul className="password-rules__list">
        {activeRules(settings).map((line) => {
          const met = touched && !broken.has(line.problemId)
          return (
            <li
              key={line.kind}
              className={met ? 'password-rules__rule password-rules__rule--met' : 'password-rules__rule'}
            >
              <span className="password-rules__mark" aria-hidden="true">
                {met ? <CheckIcon size={12} /> : null}
              </span>
              <span>{ruleText(line, settings)}</span>
              <span className="visually-hidden">
                {met ? <Trans>(met)</Trans> : <Trans>(not met yet)</Trans>}
              </span>
            </li>
          )
        })}
      </ul>
      {settings.historyCount > 0 || settings.validityDays > 0 ? (
        <ul className="password-rules__notes">
          {settings.historyCount > 0 ? (
            <li>
              <InfoIcon size={13} />
              <Trans>It must differ from your last {settings.historyCount} passwords.</Trans>
            </li>
          ) : null}
          {settings.validityDays > 0 ? (
            <li>
              <InfoIcon size={13} />
              <Trans>It must be changed again after {settings.validityDays} days.</Trans>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  )
}
