import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { checkPassword } from '../../../../engine/rules/passwords'
import { MESSAGES } from '../../../../engine/rules/responses'
import {
  Button,
  Checkbox,
  FormRow,
  FormSection,
  HelpTooltip,
  InlineNotice,
  NumberField,
  notify,
  PageHeader,
  Panel,
  Spinner,
  TextField,
} from '../../../ui'
import { formatDateTime } from '../common/dateTime'
import { errorText, type FieldErrors, focusFirstInvalid, hasNoErrors } from '../common/fieldErrors'
import { StaleNotice } from '../common/StaleNotice'
import { useSavedRecord } from '../common/useSavedRecord'
import { loadPasswordRules, savePasswordRules } from './passwordRulesApi'
import {
  draftOf,
  type PasswordRulesDraft,
  type PasswordRulesField,
  passwordRulesProblems,
  settingsOf,
} from './passwordRulesForm'
import '../common/admin.css'

/** Password rules (spec S1 §3): length, complexity, lockout, history and validity, saved with a version. */
export default function PasswordRulesScreen() {
  const { t, i18n } = useLingui()
  const record = useSavedRecord(loadPasswordRules, savePasswordRules)
  const [draft, setDraft] = useState<PasswordRulesDraft | null>(null)
  const [errors, setErrors] = useState<FieldErrors<PasswordRulesField>>({})
  const [saving, setSaving] = useState(false)
  const [stale, setStale] = useState(false)
  const [sample, setSample] = useState('')

  useEffect(() => {
    if (record.value) {
      setDraft(draftOf(record.value))
      setErrors({})
      setStale(false)
    }
  }, [record.value])

  if (record.status === 'failed' && !draft) {
    return (
      <div className="admin-screen">
        <PageHeader title={<Trans>Password rules</Trans>} />
        <InlineNotice tone="error" title={t`The password rules could not be loaded`}>
          {record.failure}
        </InlineNotice>
      </div>
    )
  }
  if (!draft) {
    return (
      <div className="admin-screen admin-screen--loading">
        <Spinner size={24} label={t`Loading…`} />
      </div>
    )
  }

  const change = <K extends PasswordRulesField>(field: K, value: PasswordRulesDraft[K]) => {
    setDraft({ ...draft, [field]: value })
    setErrors((current) => ({ ...current, [field]: undefined }))
  }
  const number = (
    field: Extract<
      PasswordRulesField,
      'minLength' | 'maxLength' | 'retryCount' | 'lockMinutes' | 'historyCount' | 'validityDays'
    >,
  ) => ({
    id: `password-rules-${field}`,
    value: draft[field],
    onChange: (value: number | null) => change(field, value),
    error: errorText(i18n, errors, field),
    min: 0,
    required: true,
  })

  async function save() {
    if (!draft) return
    const problems = passwordRulesProblems(draft)
    setErrors(problems)
    setStale(false)
    if (!hasNoErrors(problems)) {
      requestAnimationFrame(() =>
        focusFirstInvalid(document.querySelector('[data-testid="password-rules-screen"]')),
      )
      return
    }
    setSaving(true)
    const outcome = await record.save(settingsOf(draft))
    setSaving(false)
    if (outcome === 'saved') notify.success(i18n._(MESSAGES.saveSucceeded))
    else if (outcome === 'stale') setStale(true)
  }

  const settingsForSample = hasNoErrors(passwordRulesProblems(draft)) ? settingsOf(draft) : null
  const sampleProblems = settingsForSample && sample !== '' ? checkPassword(sample, settingsForSample) : []

  return (
    <div className="admin-screen" data-testid="password-rules-screen">
      <PageHeader
        title={<Trans>Password rules</Trans>}
        description={
          <Trans>
            Apply to every new password: a user's own change, a first login and an administrator's reset.
            Existing passwords are checked at their next change.
          </Trans>
        }
      />
      {stale ? <StaleNotice onReload={record.reload} /> : null}
      {record.failure && record.status === 'ready' ? (
        <InlineNotice tone="error" title={i18n._(MESSAGES.saveFailed)} testId="password-rules-failure">
          {record.failure}
        </InlineNotice>
      ) : null}
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        <div className="rules-grid">
          <Panel>
            <FormSection title={<Trans>Length</Trans>} description={<Trans>Counted in characters.</Trans>}>
              <FormRow columns={2}>
                <NumberField {...number('minLength')} label={<Trans>Minimum length</Trans>} />
                <NumberField {...number('maxLength')} label={<Trans>Maximum length</Trans>} min={1} />
              </FormRow>
            </FormSection>
          </Panel>
          <Panel>
            <FormSection title={<Trans>Lockout</Trans>} description={<Trans>0 turns the lockout off.</Trans>}>
              <FormRow columns={2}>
                <NumberField
                  {...number('retryCount')}
                  label={<Trans>Failed attempts before locking</Trans>}
                />
                <NumberField {...number('lockMinutes')} label={<Trans>Lock time</Trans>} unit={t`min`} />
              </FormRow>
            </FormSection>
          </Panel>
          <div className="rules-grid__wide">
            <Panel>
              <FormSection
                title={<Trans>Complexity</Trans>}
                description={<Trans>What every password must contain.</Trans>}
              >
                <div className="check-grid">
                  <Checkbox
                    checked={draft.requireUpper}
                    onChange={(value) => change('requireUpper', value)}
                    label={<Trans>An uppercase letter</Trans>}
                  />
                  <Checkbox
                    checked={draft.requireLower}
                    onChange={(value) => change('requireLower', value)}
                    label={<Trans>A lowercase letter</Trans>}
                  />
                  <Checkbox
                    checked={draft.requireDigit}
                    onChange={(value) => change('requireDigit', value)}
                    label={<Trans>A digit</Trans>}
                  />
                  <Checkbox
                    checked={draft.requireSpecial}
                    onChange={(value) => change('requireSpecial', value)}
                    label={<Trans>A special character</Trans>}
                    after={
                      <HelpTooltip label={t`About special characters`}>
                        {t`Punctuation such as ! @ # $ % & * ? - _ counts; spaces do not.`}
                      </HelpTooltip>
                    }
                  />
                </div>
                <FormRow columns={2}>
                  <TextField
                    id="password-rules-regex"
                    label={<Trans>Regular expression</Trans>}
                    value={draft.regex}
                    onChange={(value) => change('regex', value)}
                    error={errorText(i18n, errors, 'regex')}
                    hint={
                      <Trans>
                        Optional extra rule, e.g. ^(?!.*(.)\1\1) for no character three times in a row.
                      </Trans>
                    }
                    spellCheck={false}
                    maxLength={500}
                  />
                  <TextField
                    id="password-rules-hint"
                    label={<Trans>Custom hint</Trans>}
                    value={draft.regexHint}
                    onChange={(value) => change('regexHint', value)}
                    error={errorText(i18n, errors, 'regexHint')}
                    hint={<Trans>Shown when a password does not match the expression.</Trans>}
                    maxLength={200}
                  />
                </FormRow>
              </FormSection>
            </Panel>
          </div>
          <Panel>
            <FormSection
              title={<Trans>History and validity</Trans>}
              description={<Trans>0 turns either rule off.</Trans>}
            >
              <FormRow columns={2}>
                <NumberField
                  {...number('historyCount')}
                  label={<Trans>Remembered passwords</Trans>}
                  hint={<Trans>Recent passwords that cannot be reused.</Trans>}
                />
                <NumberField
                  {...number('validityDays')}
                  label={<Trans>Validity period</Trans>}
                  unit={t`days`}
                  hint={<Trans>Then the password must be changed.</Trans>}
                />
              </FormRow>
            </FormSection>
          </Panel>
          <Panel>
            <FormSection
              title={<Trans>Try a password</Trans>}
              description={<Trans>Checks a password against the rules above; nothing is sent.</Trans>}
            >
              <TextField
                id="password-rules-sample"
                label={<Trans>Sample password</Trans>}
                value={sample}
                onChange={setSample}
                autoComplete="off"
                spellCheck={false}
                hint={
                  sample !== '' && sampleProblems.length === 0 ? (
                    <span className="text-success">{t`This password meets the rules.`}</span>
                  ) : undefined
                }
                error={
                  sampleProblems.length > 0
                    ? sampleProblems.map((problem) => i18n._(problem)).join('; ')
                    : undefined
                }
              />
            </FormSection>
          </Panel>
        </div>
        <div className="save-bar">
          <span className="form-actions__meta">
            {record.updatedAt
              ? t`Last saved ${formatDateTime(record.updatedAt)}`
              : record.version === 0
                ? t`Built-in defaults; not saved yet`
                : ''}
          </span>
          <Button
            onClick={() => {
              if (record.value) setDraft(draftOf(record.value))
              setErrors({})
            }}
            disabled={saving}
          >
            <Trans>Reset</Trans>
          </Button>
          <Button type="submit" variant="primary" loading={saving} data-testid="password-rules-save">
            <Trans>Save</Trans>
          </Button>
        </div>
      </form>
    </div>
  )
}
