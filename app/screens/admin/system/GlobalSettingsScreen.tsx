import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { checkTextLength } from '../../../../engine/rules/names'
import { FormRow, FormSection, Switch, TextField } from '../../../ui'
import { errorText, type FieldErrors } from '../common/fieldErrors'
import { AppThemesField } from './AppThemesField'
import { CONFIG_KEYS } from './configApi'
import { SettingsForm } from './SettingsForm'
import { SystemLayout } from './SystemLayout'
import { useConfigRecord } from './useConfigRecord'
import { useSettingsDraft } from './useSettingsDraft'

/** The app options record (`appOption`): showDatalinkTooltip "1" or "0", default "1" (spec S1 §3). */
interface AppOption {
  showDatalinkTooltip: '1' | '0'
  [other: string]: unknown
}

const readAppThemes = (value: unknown): Record<string, string> =>
  typeof value === 'object' && value !== null ? (value as Record<string, string>) : {}

const readTitle = (value: unknown) => (typeof value === 'string' ? value : '')
const readAppOption = (value: unknown): AppOption => {
  const object = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  return { ...object, showDatalinkTooltip: object.showDatalinkTooltip === '0' ? '0' : '1' }
}

const titleProblems = (title: string): FieldErrors<'title'> => {
  const problem = checkTextLength(title, 200)
  return problem ? { title: problem } : {}
}

/** Global settings (spec S1 §3): the page title of the browser tab and the app options. */
export default function GlobalSettingsScreen() {
  const { t, i18n } = useLingui()
  const titleRecord = useConfigRecord(CONFIG_KEYS.pageTitle, readTitle)
  const optionRecord = useConfigRecord(CONFIG_KEYS.appOption, readAppOption)
  const title = useSettingsDraft(titleRecord, {
    toDraft: (value: string) => ({ title: value }),
    fromDraft: (draft) => draft.title.trim(),
    problems: (draft) => titleProblems(draft.title),
  })
  const options = useSettingsDraft(optionRecord, {
    toDraft: useCallback((value: AppOption) => value, []),
    fromDraft: (draft) => draft,
    problems: () => ({}),
  })
  return (
    <SystemLayout
      current="globalSettings"
      testId="global-settings-screen"
      description={<Trans>Settings that apply to the whole app, for every user.</Trans>}
    >
      <div className="settings-stack">
        <SettingsForm
          record={titleRecord}
          stale={title.stale}
          saving={title.saving}
          onSave={() => void title.save()}
          onReset={title.reset}
          saveTestId="page-title-save"
        >
          <FormSection
            title={<Trans>Page title</Trans>}
            description={<Trans>Shown in the browser tab and on the login page.</Trans>}
          >
            <FormRow columns={2}>
              <TextField
                id="global-page-title"
                label={<Trans>Page title</Trans>}
                value={title.draft?.title ?? ''}
                onChange={(value) => title.change('title', value)}
                error={errorText(i18n, title.errors, 'title')}
                placeholder="Gantry"
                maxLength={200}
              />
            </FormRow>
          </FormSection>
        </SettingsForm>
        <SettingsForm
          record={optionRecord}
          stale={options.stale}
          saving={options.saving}
          onSave={() => void options.save()}
          onReset={options.reset}
          saveTestId="app-option-save"
        >
          <FormSection title={<Trans>App options</Trans>}>
            <Switch
              checked={options.draft?.showDatalinkTooltip !== '0'}
              onChange={(on) => options.change('showDatalinkTooltip', on ? '1' : '0')}
              label={<Trans>Show data link tooltips</Trans>}
              hint={t`Runtime pages show a bound value's source when the pointer rests on it.`}
            />
            <Switch
              checked={options.draft?.runtimeTheme === 'dark'}
              onChange={(on) => options.change('runtimeTheme', on ? 'dark' : 'light')}
              label={<Trans>Dark control-room look for runtime pages</Trans>}
              hint={t`Grey process, colour only for abnormal states. An application or a page may choose otherwise.`}
            />
            <Switch
              checked={options.draft?.operatorTheme !== '0'}
              onChange={(on) => options.change('operatorTheme', on ? '1' : '0')}
              label={<Trans>Operators may switch the look</Trans>}
              hint={t`A Dark button on runtime pages; each operator's choice is remembered in their browser.`}
            />
            <AppThemesField
              value={readAppThemes(options.draft?.runtimeThemes)}
              onChange={(themes) => options.change('runtimeThemes', themes)}
            />
          </FormSection>
        </SettingsForm>
      </div>
    </SystemLayout>
  )
}
