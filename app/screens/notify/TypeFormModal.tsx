import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { FormModal, FormSection, NumberField, Select, Switch, Tabs, TextField } from '../../ui'
import { StaleNotice } from '../admin/common/StaleNotice'
import { TextAreaField } from '../admin/common/TextAreaField'
import { AlarmAreas } from './AlarmAreas'
import { CheckList } from './CheckList'
import { CHANNEL_LABELS, EVENT_LABELS, WEBHOOK_LABELS } from './labels'
import {
  type Channel,
  createType,
  EMPTY_RECEIVERS,
  EVENTS,
  getType,
  type NotificationType,
  type NotifyEvent,
  type ReceiverOptions,
  type Receivers,
  type TypeConfig,
  updateType,
  type WebhookKind,
} from './notifyApi'

const DEFAULT_CONFIG: TypeConfig = {
  channels: ['site'],
  receivers: EMPTY_RECEIVERS,
  priorities: [],
  objNames: [],
  areas: [],
  templates: {},
  quietHours: null,
  escalation: null,
  digestPerMinute: null,
  webhook: null,
  personal: true,
}

interface Props {
  type: NotificationType | null
  options: ReceiverOptions
  onClose: () => void
  onSaved: (type: NotificationType) => void
}

function ReceiverPicker({
  value,
  onChange,
  options,
  testId,
}: {
  value: Receivers
  onChange: (value: Receivers) => void
  options: ReceiverOptions
  testId: string
}) {
  const { t } = useLingui()
  return (
    <div className="notify-grid" data-testid={testId}>
      <CheckList
        label={<Trans>Roles</Trans>}
        options={options.roles.map((role) => ({ value: role.roleId, label: role.roleName }))}
        selected={value.roleIds}
        onChange={(roleIds) => onChange({ ...value, roleIds })}
        empty={t`No roles yet.`}
      />
      <CheckList
        label={<Trans>Users</Trans>}
        options={options.users.map((user) => ({
          value: user.userId,
          label:
            user.realName && user.realName !== user.username
              ? `${user.realName} (${user.username})`
              : user.username,
        }))}
        selected={value.userIds}
        onChange={(userIds) => onChange({ ...value, userIds })}
      />
      {options.organisations.length > 0 ? (
        <CheckList
          label={<Trans>Organisations (and those below)</Trans>}
          options={options.organisations.map((org) => ({ value: org.orgId, label: org.name }))}
          selected={value.orgIds}
          onChange={(orgIds) => onChange({ ...value, orgIds })}
        />
      ) : null}
    </div>
  )
}

/** Creates or edits a notification type: event, channels, receivers, templates, quiet hours, escalation. */
export function TypeFormModal({ type: opened, options, onClose, onSaved }: Props) {
  const { t, i18n } = useLingui()
  const [type, setType] = useState(opened)
  const [name, setName] = useState(opened?.name ?? '')
  const [event, setEvent] = useState<NotifyEvent>(opened?.event ?? 'alarm.raised')
  const [enabled, setEnabled] = useState(opened?.enabled ?? true)
  const [config, setConfig] = useState<TypeConfig>(opened?.config ?? DEFAULT_CONFIG)
  const [templateChannel, setTemplateChannel] = useState<Channel>('site')
  const [failure, setFailure] = useState<string[]>([])
  const [stale, setStale] = useState(false)
  const [saving, setSaving] = useState(false)
  const patch = (change: Partial<TypeConfig>) => setConfig((current) => ({ ...current, ...change }))
  const isAlarm = event.startsWith('alarm.')

  async function submit() {
    setSaving(true)
    setFailure([])
    setStale(false)
    const body = {
      name: name.trim(),
      event,
      enabled,
      config: {
        ...config,
        webhook: config.channels.includes('im') ? config.webhook : null,
        escalation: event === 'alarm.raised' ? config.escalation : null,
      },
    }
    const result = type
      ? await updateType(type.typeId, { ...body, version: type.version })
      : await createType(body)
    setSaving(false)
    if (result.ok) return onSaved(result.data)
    if (type && result.status === 409) return setStale(true)
    setFailure(result.details.length > 0 ? result.details.map((d) => i18n._(d)) : [result.message])
  }

  async function reload() {
    if (!type) return
    const fresh = await getType(type.typeId)
    if (!fresh.ok) return
    setType(fresh.data)
    setName(fresh.data.name)
    setEvent(fresh.data.event)
    setEnabled(fresh.data.enabled)
    setConfig(fresh.data.config)
    setStale(false)
  }

  const template = (language: 'en-us' | 'zh-cn') =>
    config.templates[templateChannel]?.[language] ?? { title: '', content: '' }
  const setTemplate = (language: 'en-us' | 'zh-cn', field: 'title' | 'content', value: string) =>
    patch({
      templates: {
        ...config.templates,
        [templateChannel]: {
          ...config.templates[templateChannel],
          [language]: { ...template(language), [field]: value },
        },
      },
    })

  return (
    <FormModal
      title={type ? t`Edit notification type ${type.name}` : t`New notification type`}
      width={920}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      saveTestId="type-form-save"
      formClassName=""
      notices={stale ? <StaleNotice onReload={reload} /> : null}
      failure={{
        title: t`The notification type was not saved`,
        message:
          failure.length > 0 ? (
            <ul>
              {failure.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null,
        testId: 'type-form-failure',
      }}
    >
      <FormSection title={<Trans>Type</Trans>}>
        <div className="notify-grid">
          <TextField
            id="type-name"
            label={<Trans>Name</Trans>}
            value={name}
            onChange={setName}
            required
            maxLength={100}
            autoFocus
          />
          <Select<NotifyEvent>
            id="type-event"
            label={<Trans>When</Trans>}
            value={event}
            options={EVENTS.map((value) => ({ value, label: i18n._(EVENT_LABELS[value]) }))}
            onChange={setEvent}
          />
        </div>
        <Switch checked={enabled} onChange={setEnabled} label={<Trans>Enabled</Trans>} />
        <CheckList<Channel>
          label={<Trans>Channels</Trans>}
          testId="type-channels"
          options={(['site', 'email', 'im'] as const).map((value) => ({
            value,
            label: i18n._(CHANNEL_LABELS[value]),
          }))}
          selected={config.channels}
          onChange={(channels) =>
            patch({
              channels,
              webhook: channels.includes('im')
                ? (config.webhook ?? { kind: 'wecom', url: '', secret: '' })
                : config.webhook,
            })
          }
        />
        {config.channels.includes('im') && config.webhook ? (
          <div className="notify-grid">
            <Select<WebhookKind>
              id="type-webhook-kind"
              label={<Trans>Robot</Trans>}
              value={config.webhook.kind}
              options={(['wecom', 'dingtalk', 'feishu', 'generic'] as const).map((value) => ({
                value,
                label: i18n._(WEBHOOK_LABELS[value]),
              }))}
              onChange={(kind) => config.webhook && patch({ webhook: { ...config.webhook, kind } })}
            />
            <TextField
              id="type-webhook-url"
              label={<Trans>Webhook address</Trans>}
              value={config.webhook.url}
              onChange={(url) => config.webhook && patch({ webhook: { ...config.webhook, url } })}
              placeholder="https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=…"
            />
            <TextField
              id="type-webhook-secret"
              label={<Trans>Signing secret</Trans>}
              hint={<Trans>DingTalk and Feishu signatures; an HMAC header for the generic webhook.</Trans>}
              value={config.webhook.secret}
              onChange={(secret) => config.webhook && patch({ webhook: { ...config.webhook, secret } })}
            />
          </div>
        ) : null}
      </FormSection>
      <FormSection
        title={<Trans>Receivers</Trans>}
        description={event.startsWith('todo.') ? <Trans>To-dos also reach their assignee.</Trans> : undefined}
      >
        <ReceiverPicker
          value={config.receivers}
          onChange={(receivers) => patch({ receivers })}
          options={options}
          testId="type-receivers"
        />
        {isAlarm ? (
          <div className="notify-grid">
            <CheckList<number>
              label={<Trans>Alarm priorities (none ticked: all)</Trans>}
              testId="type-priorities"
              options={[1, 2, 3, 4, 5].map((value) => ({ value, label: String(value) }))}
              selected={config.priorities}
              onChange={(priorities) => patch({ priorities: [...priorities].sort() })}
            />
            <TextField
              id="type-objects"
              label={<Trans>Objects (comma-separated; empty: all)</Trans>}
              value={config.objNames.join(', ')}
              onChange={(text) =>
                patch({
                  objNames: text
                    .split(',')
                    .map((part) => part.trim())
                    .filter((part) => part !== ''),
                })
              }
            />
          </div>
        ) : null}
        {isAlarm ? <AlarmAreas value={config.areas ?? []} onChange={(areas) => patch({ areas })} /> : null}
      </FormSection>
      {event === 'alarm.raised' ? (
        <FormSection
          title={<Trans>Escalation</Trans>}
          description={
            <Trans>Not acknowledged after this many minutes: these receivers are notified too.</Trans>
          }
        >
          <Switch
            checked={config.escalation !== null}
            onChange={(on) =>
              patch({ escalation: on ? { afterMinutes: 15, receivers: EMPTY_RECEIVERS } : null })
            }
            label={<Trans>Escalate unacknowledged alarms</Trans>}
          />
          {config.escalation ? (
            <>
              <NumberField
                id="type-escalation-minutes"
                label={<Trans>After</Trans>}
                unit={t`min`}
                min={1}
                value={config.escalation.afterMinutes}
                onChange={(value) =>
                  config.escalation &&
                  patch({ escalation: { ...config.escalation, afterMinutes: value ?? 1 } })
                }
              />
              <ReceiverPicker
                value={config.escalation.receivers}
                onChange={(receivers) =>
                  config.escalation && patch({ escalation: { ...config.escalation, receivers } })
                }
                options={options}
                testId="type-escalation-receivers"
              />
            </>
          ) : null}
        </FormSection>
      ) : null}
      <FormSection title={<Trans>Quiet hours, flood and personal choice</Trans>}>
        <Switch
          checked={config.quietHours !== null}
          onChange={(on) => patch({ quietHours: on ? { start: '22:00', end: '06:00' } : null })}
          label={<Trans>Quiet hours: email and instant messages wait until they end</Trans>}
        />
        {config.quietHours ? (
          <div className="notify-grid">
            <TextField
              id="type-quiet-start"
              type="time"
              label={<Trans>From</Trans>}
              value={config.quietHours.start}
              onChange={(start) =>
                config.quietHours && patch({ quietHours: { ...config.quietHours, start } })
              }
            />
            <TextField
              id="type-quiet-end"
              type="time"
              label={<Trans>To</Trans>}
              value={config.quietHours.end}
              onChange={(end) => config.quietHours && patch({ quietHours: { ...config.quietHours, end } })}
            />
          </div>
        ) : null}
        <NumberField
          id="type-digest"
          label={<Trans>Flood limit per receiver and minute</Trans>}
          hint={<Trans>Beyond it, the rest of the minute arrives as one digest. Empty: no limit.</Trans>}
          min={1}
          value={config.digestPerMinute}
          onChange={(digestPerMinute) => patch({ digestPerMinute })}
        />
        <Switch
          checked={config.personal}
          onChange={(personal) => patch({ personal })}
          label={<Trans>Receivers may mute this type or choose its channels</Trans>}
        />
      </FormSection>
      <FormSection
        title={<Trans>Templates</Trans>}
        description={
          <Trans>
            Empty fields use the built-in text. Placeholders: {'{object}'} {'{property}'} {'{value}'}{' '}
            {'{limit}'} {'{limitValue}'} {'{priority}'} {'{time}'} {'{link}'} {'{task}'} {'{due}'}
          </Trans>
        }
      >
        <Tabs
          label={t`Template channel`}
          variant="segmented"
          selected={templateChannel}
          onChange={(id) => setTemplateChannel(id as Channel)}
          tabs={(['site', 'email', 'im'] as const).map((channel) => ({
            id: channel,
            label: i18n._(CHANNEL_LABELS[channel]),
            content: (
              <div className="notify-grid">
                {(['en-us', 'zh-cn'] as const).map((language) => (
                  <div key={language}>
                    <TextField
                      id={`tpl-${channel}-${language}-title`}
                      label={
                        language === 'en-us' ? <Trans>Title (English)</Trans> : <Trans>Title (Chinese)</Trans>
                      }
                      value={template(language).title}
                      onChange={(value) => setTemplate(language, 'title', value)}
                    />
                    <TextAreaField
                      id={`tpl-${channel}-${language}-content`}
                      label={
                        language === 'en-us' ? (
                          <Trans>Content (English)</Trans>
                        ) : (
                          <Trans>Content (Chinese)</Trans>
                        )
                      }
                      value={template(language).content}
                      onChange={(value) => setTemplate(language, 'content', value)}
                      rows={3}
                    />
                  </div>
                ))}
              </div>
            ),
          }))}
        />
      </FormSection>
    </FormModal>
  )
}
