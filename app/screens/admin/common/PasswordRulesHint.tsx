import { Trans } from '@lingui/react/macro'
import type { PasswordSettings } from '../../../../engine/rules/passwords'

/** The configured password rules in words, shown beside a new-password field so nobody has to guess. */
export function PasswordRulesHint({ settings }: { settings: PasswordSettings | null }) {
  if (!settings) return null
  const kinds = [
    settings.requireUpper ? <Trans key="upper">an uppercase letter</Trans> : null,
    settings.requireLower ? <Trans key="lower">a lowercase letter</Trans> : null,
    settings.requireDigit ? <Trans key="digit">a digit</Trans> : null,
    settings.requireSpecial ? <Trans key="special">a special character</Trans> : null,
  ].filter((kind) => kind !== null)
  const { minLength, maxLength } = settings
  return (
    <span className="password-hint" data-testid="password-rules-hint">
      <Trans>
        {minLength} to {maxLength} characters
      </Trans>
      {kinds.length > 0 ? (
        <>
          {'; '}
          <Trans>must contain</Trans>{' '}
          {kinds.map((kind, index) => (
            <span key={kind.key}>
              {index > 0 ? ', ' : ''}
              {kind}
            </span>
          ))}
        </>
      ) : null}
      {settings.regex && settings.regexHint ? (
        <>
          {'; '}
          {settings.regexHint}
        </>
      ) : null}
    </span>
  )
}
