import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { MESSAGES } from '../../../engine/rules/responses'
import { Checkbox, EmptyState, notify, Panel, Select, Switch } from '../../ui'
import { CHANNEL_LABELS, EVENT_LABELS } from './labels'
import { type Channel, mySettings, type PersonalSetting, saveMyLanguage, saveMySetting } from './notifyApi'

/** The types that reach the user: mute one, or choose its channels where the type allows it. */
export function PersonalSettings() {
  const { t, i18n } = useLingui()
  const [list, setList] = useState<PersonalSetting[] | null>(null)
  const [language, setLanguage] = useState<'en-us' | 'zh-cn'>('en-us')

  const load = () =>
    void mySettings().then((result) => {
      if (!result.ok) return
      setList(result.data.list)
      setLanguage(result.data.language)
    })
  useEffect(load, [])

  async function save(setting: PersonalSetting, change: Partial<PersonalSetting>) {
    const next = { ...setting, ...change }
    const result = await saveMySetting({ typeId: next.typeId, muted: next.muted, channels: next.channels })
    if (result.ok) notify.success(i18n._(MESSAGES.operationSucceeded))
    load()
  }

  return (
    <Panel>
      <Select<'en-us' | 'zh-cn'>
        id="notify-language"
        label={<Trans>Language of my notifications</Trans>}
        hint={<Trans>Follows the app's language whenever you switch it.</Trans>}
        value={language}
        options={[
          { value: 'en-us', label: 'English' },
          { value: 'zh-cn', label: '简体中文' },
        ]}
        onChange={(value) => {
          setLanguage(value)
          void saveMyLanguage(value)
        }}
      />
      {list && list.length === 0 ? <EmptyState title={t`No notification type reaches you yet.`} /> : null}
      {(list ?? []).map((setting) => {
        const chosen = setting.channels ?? setting.offered
        return (
          <section key={setting.typeId} className="notify-setting" data-testid={`setting-${setting.typeId}`}>
            <h3>
              {setting.name}{' '}
              <span className="admin-muted">
                {setting.event in EVENT_LABELS
                  ? i18n._(EVENT_LABELS[setting.event as keyof typeof EVENT_LABELS])
                  : setting.event}
              </span>
            </h3>
            {setting.personal ? (
              <>
                <Switch
                  checked={setting.muted}
                  onChange={(muted) => void save(setting, { muted })}
                  label={<Trans>Mute</Trans>}
                />
                <div className="notify-checklist__items">
                  {setting.offered.map((channel: Channel) => (
                    <Checkbox
                      key={channel}
                      label={i18n._(CHANNEL_LABELS[channel])}
                      checked={chosen.includes(channel)}
                      disabled={setting.muted}
                      onChange={(on) =>
                        void save(setting, {
                          channels: on ? [...chosen, channel] : chosen.filter((c) => c !== channel),
                        })
                      }
                    />
                  ))}
                </div>
              </>
            ) : (
              <p className="admin-muted">
                <Trans>This type is required for you: it cannot be muted.</Trans>
              </p>
            )}
          </section>
        )
      })}
    </Panel>
  )
}
