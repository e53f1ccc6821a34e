import { Trans, useLingui } from '@lingui/react/macro'
import { checkTextLength } from '../../../../engine/rules/names'
import { FormRow, FormSection, TextField } from '../../../ui'
import { errorText, type FieldErrors } from '../common/fieldErrors'
import { CONFIG_KEYS } from './configApi'
import { ImageSetting } from './ImageSetting'
import { SettingsForm } from './SettingsForm'
import { SystemLayout } from './SystemLayout'
import { useConfigRecord } from './useConfigRecord'
import { useSettingsDraft } from './useSettingsDraft'

/** The login page record `loginImgs` (spec S1 §3): image addresses ('' = built-in) and the title. */
interface LoginImages {
  bg: string
  logo: string
  tagline: string
  leftLogo: string
  loginTitle: string
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const readLoginImages = (value: unknown): LoginImages => {
  const object = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  return {
    bg: text(object.bg),
    logo: text(object.logo),
    tagline: text(object.tagline),
    leftLogo: text(object.leftLogo),
    loginTitle: text(object.loginTitle),
  }
}

const loginProblems = (draft: LoginImages): FieldErrors<'loginTitle'> => {
  const problem = checkTextLength(draft.loginTitle, 50)
  return problem ? { loginTitle: problem } : {}
}

/** Login page setup: the images of the login page and its title, shown to everyone before signing in. */
export default function LoginPageScreen() {
  const { i18n } = useLingui()
  const record = useConfigRecord(CONFIG_KEYS.loginImages, readLoginImages)
  const form = useSettingsDraft(record, {
    toDraft: (value: LoginImages) => value,
    fromDraft: (draft) => ({ ...draft, loginTitle: draft.loginTitle.trim() }),
    problems: loginProblems,
  })
  const { draft, change } = form
  return (
    <SystemLayout
      current="loginPage"
      testId="login-page-screen"
      description={<Trans>What everyone sees before signing in. Images: JPG, GIF or PNG under 5 MB.</Trans>}
    >
      <SettingsForm
        record={record}
        stale={form.stale}
        saving={form.saving}
        onSave={() => void form.save()}
        onReset={form.reset}
        saveTestId="login-page-save"
      >
        {draft ? (
          <>
            <FormSection title={<Trans>Title</Trans>}>
              <FormRow columns={2}>
                <TextField
                  id="login-title"
                  label={<Trans>Login title</Trans>}
                  value={draft.loginTitle}
                  onChange={(value) => change('loginTitle', value)}
                  error={errorText(i18n, form.errors, 'loginTitle')}
                  hint={<Trans>Shown above the sign-in form.</Trans>}
                  maxLength={50}
                />
              </FormRow>
            </FormSection>
            <FormSection title={<Trans>Images</Trans>}>
              <div className="image-grid">
                <ImageSetting
                  id="login-bg"
                  label={<Trans>Background</Trans>}
                  shape="wide"
                  url={draft.bg}
                  onChange={(url) => change('bg', url)}
                  hint={<Trans>Fills the page behind the form; 1920 × 1080 or larger.</Trans>}
                />
                <ImageSetting
                  id="login-tagline"
                  label={<Trans>Tagline</Trans>}
                  shape="wide"
                  url={draft.tagline}
                  onChange={(url) => change('tagline', url)}
                  hint={<Trans>The picture beside the form.</Trans>}
                />
                <ImageSetting
                  id="login-logo"
                  label={<Trans>Logo</Trans>}
                  shape="square"
                  url={draft.logo}
                  onChange={(url) => change('logo', url)}
                  hint={<Trans>Above the form.</Trans>}
                />
                <ImageSetting
                  id="login-left-logo"
                  label={<Trans>Corner logo</Trans>}
                  shape="square"
                  url={draft.leftLogo}
                  onChange={(url) => change('leftLogo', url)}
                  hint={<Trans>The top left corner of the page.</Trans>}
                />
              </div>
            </FormSection>
          </>
        ) : null}
      </SettingsForm>
    </SystemLayout>
  )
}
