import { Trans, useLingui } from '@lingui/react/macro'
import { FormRow, FormSection, HelpTooltip, PasswordField, Select, Switch, TextField } from '../../../ui'
import { errorText } from '../common/fieldErrors'
import { CONFIG_KEYS } from './configApi'
import {
  draftOfMailServer,
  MAIL_PROTOCOLS,
  type MailServer,
  mailServerOf,
  mailServerProblems,
  PASSWORD_MASK,
} from './mailServerForm'
import { SettingsForm } from './SettingsForm'
import { SystemLayout } from './SystemLayout'
import { useConfigRecord } from './useConfigRecord'
import { useSettingsDraft } from './useSettingsDraft'

const readMailServer = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as Partial<MailServer>) : {}

/** Mail server settings (spec S1 §3 `emailServer`, §5: every field required). */
export default function MailServerScreen() {
  const { t, i18n } = useLingui()
  const record = useConfigRecord(CONFIG_KEYS.mailServer, readMailServer)
  const form = useSettingsDraft(record, {
    toDraft: draftOfMailServer,
    fromDraft: mailServerOf,
    problems: mailServerProblems,
  })
  const { draft, errors, change } = form
  const protocols = [...new Set([...MAIL_PROTOCOLS, ...(draft?.protocol ? [draft.protocol] : [])])]
  return (
    <SystemLayout
      current="mailServer"
      testId="mail-server-screen"
      description={<Trans>The server that sends notification e-mails.</Trans>}
    >
      <SettingsForm
        record={record}
        stale={form.stale}
        saving={form.saving}
        onSave={() => void form.save()}
        onReset={form.reset}
        saveTestId="mail-server-save"
      >
        {draft ? (
          <>
            <FormSection title={<Trans>Server</Trans>}>
              <FormRow columns={3}>
                <TextField
                  id="mail-smtp-server"
                  label={<Trans>SMTP server</Trans>}
                  value={draft.smtpServer}
                  onChange={(value) => change('smtpServer', value)}
                  error={errorText(i18n, errors, 'smtpServer')}
                  placeholder="smtp.example.com"
                  required
                  spellCheck={false}
                />
                <TextField
                  id="mail-port"
                  label={<Trans>Port</Trans>}
                  value={draft.port}
                  onChange={(value) => change('port', value)}
                  error={errorText(i18n, errors, 'port')}
                  inputMode="numeric"
                  hint={<Trans>Usually 25, 465 (SSL) or 587.</Trans>}
                  required
                />
                <Select
                  id="mail-protocol"
                  label={<Trans>Protocol</Trans>}
                  value={draft.protocol}
                  onChange={(value) => change('protocol', value)}
                  options={protocols.map((protocol) => ({ value: protocol, label: protocol }))}
                  error={errorText(i18n, errors, 'protocol')}
                  placeholder={t`Choose a protocol`}
                  required
                />
              </FormRow>
              <Switch
                checked={draft.ssl === 'on'}
                onChange={(on) => change('ssl', on ? 'on' : 'off')}
                label={<Trans>SSL login</Trans>}
                hint={<Trans>Connect to the server over SSL/TLS.</Trans>}
              />
            </FormSection>
            <FormSection title={<Trans>Sender</Trans>}>
              <FormRow columns={3}>
                <TextField
                  id="mail-sender"
                  type="email"
                  label={<Trans>Sender address</Trans>}
                  value={draft.sender}
                  onChange={(value) => change('sender', value)}
                  error={errorText(i18n, errors, 'sender')}
                  placeholder="plant@example.com"
                  required
                  autoComplete="off"
                />
                <PasswordField
                  id="mail-password"
                  label={
                    <span className="label-with-help">
                      <Trans>Password</Trans>
                      <HelpTooltip label={t`About the saved password`}>
                        {t`The saved password is never shown. Leave the dots to keep it, or type a new one.`}
                      </HelpTooltip>
                    </span>
                  }
                  value={draft.password}
                  onChange={(value) => change('password', value)}
                  error={errorText(i18n, errors, 'password')}
                  hint={draft.password === PASSWORD_MASK ? <Trans>A password is saved.</Trans> : undefined}
                  autoComplete="new-password"
                  required
                />
                <TextField
                  id="mail-display-name"
                  label={<Trans>Display name</Trans>}
                  value={draft.displayName}
                  onChange={(value) => change('displayName', value)}
                  error={errorText(i18n, errors, 'displayName')}
                  placeholder={t`e.g. Plant notifications`}
                  required
                />
              </FormRow>
            </FormSection>
          </>
        ) : null}
      </SettingsForm>
    </SystemLayout>
  )
}
