import { Trans, useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { WELCOME_PATH } from '../../../../engine/rules/routes'
import { session } from '../../../shell/session'
import { FormRow, FormSection, TextField } from '../../../ui'
import { errorText, type FieldErrors } from '../common/fieldErrors'
import type { HttpResult } from '../common/request'
import { useSavedRecord } from '../common/useSavedRecord'
import { type HomePage, readHomePage, saveHomePage } from './configApi'
import { SettingsForm } from './SettingsForm'
import { SystemLayout } from './SystemLayout'
import { checkHomePath } from './settingsRules'
import { useSettingsDraft } from './useSettingsDraft'

/** The home page call's answer as a versioned record whose value is the path. */
function asRecord(result: HttpResult<HomePage>) {
  if (!result.ok) return result
  const { path, version, updatedAt } = result.data
  return { ...result, data: { value: path, version, updatedAt } }
}

const loadHomePage = async () => asRecord(await readHomePage())
const storeHomePage = async (path: string, version: number) => asRecord(await saveHomePage(path, version))

const pathProblems = (draft: { path: string }): FieldErrors<'path'> => {
  const problem = checkHomePath(draft.path.trim())
  return problem ? { path: problem } : {}
}

/** The default home page (spec S1 §7 homePage/default): where everyone lands after signing in. */
export default function HomePageScreen() {
  const { i18n } = useLingui()
  const record = useSavedRecord(loadHomePage, storeHomePage)
  const form = useSettingsDraft(record, {
    toDraft: (path: string) => ({ path }),
    fromDraft: (draft) => draft.path.trim(),
    problems: pathProblems,
  })
  const { designMenus, basicMenus } = useSnapshot(session)
  // Offered choices: the welcome page and every page the menus lead to (runtime pages first).
  const suggestions = [
    ...new Set(
      [WELCOME_PATH, ...basicMenus, ...designMenus].map((path) => (path.startsWith('/') ? path : `/${path}`)),
    ),
  ]
  return (
    <SystemLayout
      current="homePage"
      testId="home-page-screen"
      description={<Trans>Where users land after signing in. Without one they go to the welcome page.</Trans>}
    >
      <SettingsForm
        record={record}
        stale={form.stale}
        saving={form.saving}
        onSave={() => void form.save()}
        onReset={form.reset}
        saveTestId="home-page-save"
      >
        <FormSection title={<Trans>Default home page</Trans>}>
          <FormRow columns={2}>
            <TextField
              id="home-page-path"
              label={<Trans>Path</Trans>}
              value={form.draft?.path ?? ''}
              onChange={(value) => form.change('path', value)}
              error={errorText(i18n, form.errors, 'path')}
              placeholder={record.value === '' ? `${WELCOME_PATH}` : undefined}
              hint={<Trans>A path of this app, such as /hellow or /application-runtime/Page_1.</Trans>}
              list="home-page-suggestions"
              spellCheck={false}
              required
            />
          </FormRow>
          <datalist id="home-page-suggestions">
            {suggestions.map((path) => (
              <option key={path} value={path} />
            ))}
          </datalist>
        </FormSection>
      </SettingsForm>
    </SystemLayout>
  )
}
