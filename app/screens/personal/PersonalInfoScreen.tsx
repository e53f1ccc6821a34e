import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, type ReactNode, useEffect, useMemo, useState } from 'react'
import { useSnapshot } from 'valtio'
import { MESSAGES } from '../../../engine/rules/responses'
import { checkValue } from '../../../engine/rules/valueCheckers'
import { Message } from '../../i18n/Message'
import { ScreenLoading } from '../../shell/frame/ScreenLoading'
import { requestJson } from '../../shell/http'
import { session, updateAvatar } from '../../shell/session'
import { Button } from '../../ui/Button'
import { FormActions, FormRow, FormSection } from '../../ui/FormLayout'
import { InlineNotice } from '../../ui/InlineNotice'
import { notify } from '../../ui/notices'
import { PageHeader, Panel } from '../../ui/PageHeader'
import { Select } from '../../ui/Select'
import { TextField } from '../../ui/TextField'
import { AvatarPicker } from './AvatarPicker'
import { type PersonalRecord, timeZoneChoices, utcOffset } from './personalInfo'
import '../../styles/personal.css'

interface FieldErrors {
  email?: ReactNode
  phone?: ReactNode
}

/** /personal/personal-msg (and /design/personal/...): avatar, email, phone and time zone (spec S1 §2). */
export function PersonalInfoScreen() {
  const { user } = useSnapshot(session)
  const [record, setRecord] = useState<PersonalRecord | null>(null)
  const [loadFailure, setLoadFailure] = useState('')
  const username = user?.username ?? ''
  useEffect(() => {
    if (!username) return
    let live = true
    void requestJson<PersonalRecord>('GET', `/api/auth/users/${encodeURIComponent(username)}`).then(
      (result) => {
        if (!live) return
        if (result.ok) setRecord(result.data)
        else setLoadFailure(result.message)
      },
    )
    return () => {
      live = false
    }
  }, [username])
  return (
    <div className="personal">
      <PageHeader
        title={<Trans>Personal information</Trans>}
        description={<Trans>How others see you, and how the system reaches you.</Trans>}
      />
      {loadFailure ? (
        <InlineNotice tone="error">{loadFailure}</InlineNotice>
      ) : record ? (
        <PersonalForm record={record} onSaved={setRecord} />
      ) : (
        <ScreenLoading />
      )}
    </div>
  )
}

function PersonalForm({
  record,
  onSaved,
}: {
  record: PersonalRecord
  onSaved: (record: PersonalRecord) => void
}) {
  const { i18n, t } = useLingui()
  const [avatar, setAvatar] = useState(record.avatar)
  const [email, setEmail] = useState(record.email)
  const [phone, setPhone] = useState(record.phone)
  const [timezone, setTimezone] = useState(record.timezone)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState('')
  const [saving, setSaving] = useState(false)
  const zones = useMemo(
    () => [
      { value: '', label: t`Not set (use the browser's time zone)` },
      ...timeZoneChoices().map((zone) => ({
        value: zone,
        label: `${zone.replace(/_/g, ' ')}  (UTC${utcOffset(zone)})`,
      })),
    ],
    [t],
  )
  const dirty =
    avatar !== record.avatar ||
    email !== record.email ||
    phone !== record.phone ||
    timezone !== record.timezone

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const emailProblem = checkValue(email.trim(), { kind: 'email', required: false })
    const phoneProblem = checkValue(phone.trim(), { kind: 'mobilePhone', required: false })
    const nextErrors = {
      email: emailProblem ? <Message of={emailProblem} /> : undefined,
      phone: phoneProblem ? <Message of={phoneProblem} /> : undefined,
    }
    setErrors(nextErrors)
    setFailure('')
    if (nextErrors.email || nextErrors.phone) {
      document.getElementById(nextErrors.email ? 'personal-email' : 'personal-phone')?.focus()
      return
    }
    setSaving(true)
    const result = await requestJson<PersonalRecord>(
      'PUT',
      `/api/auth/users/${encodeURIComponent(record.username)}`,
      { avatar, email: email.trim(), phone: phone.trim(), timezone, version: record.version },
      { suppressNotice: true },
    )
    setSaving(false)
    if (!result.ok) {
      setFailure(result.message)
      return
    }
    onSaved(result.data)
    updateAvatar(result.data.avatar)
    notify.success(i18n._(MESSAGES.saveSucceeded))
  }

  return (
    <Panel>
      <form className="personal__form" onSubmit={save} noValidate aria-busy={saving}>
        {failure ? (
          <InlineNotice tone="error" testId="personal-failure">
            {failure}
          </InlineNotice>
        ) : null}
        <FormSection title={<Trans>Avatar</Trans>}>
          <AvatarPicker
            url={avatar}
            name={record.realName || record.username}
            onUploaded={setAvatar}
            onRemoved={() => setAvatar('')}
          />
        </FormSection>
        <FormSection
          title={<Trans>Account</Trans>}
          description={<Trans>Your full name and user name are managed by an administrator.</Trans>}
        >
          <FormRow columns={2}>
            <TextField
              id="personal-username"
              label={<Trans>User name</Trans>}
              value={record.username}
              onChange={() => {}}
              disabled
            />
            <TextField
              id="personal-realname"
              label={<Trans>Full name</Trans>}
              value={record.realName}
              onChange={() => {}}
              disabled
            />
          </FormRow>
        </FormSection>
        <FormSection title={<Trans>Contact and region</Trans>}>
          <FormRow columns={2}>
            <TextField
              id="personal-email"
              type="email"
              label={<Trans>Email</Trans>}
              autoComplete="email"
              value={email}
              maxLength={200}
              onChange={(value) => {
                setEmail(value)
                setErrors((old) => ({ ...old, email: undefined }))
              }}
              error={errors.email}
            />
            <TextField
              id="personal-phone"
              type="tel"
              label={<Trans>Mobile phone</Trans>}
              hint={<Trans>Used for signing in with a verification code.</Trans>}
              autoComplete="tel-national"
              value={phone}
              maxLength={11}
              onChange={(value) => {
                setPhone(value)
                setErrors((old) => ({ ...old, phone: undefined }))
              }}
              error={errors.phone}
            />
          </FormRow>
          <FormRow columns={2}>
            <Select
              id="personal-timezone"
              label={<Trans>Time zone</Trans>}
              value={timezone}
              options={zones}
              onChange={setTimezone}
            />
          </FormRow>
        </FormSection>
        <FormActions>
          <Button
            disabled={!dirty || saving}
            onClick={() => {
              setAvatar(record.avatar)
              setEmail(record.email)
              setPhone(record.phone)
              setTimezone(record.timezone)
              setErrors({})
            }}
          >
            <Trans>Reset</Trans>
          </Button>
          <Button type="submit" variant="primary" loading={saving} disabled={!dirty}>
            <Trans>Save</Trans>
          </Button>
        </FormActions>
      </form>
    </Panel>
  )
}
