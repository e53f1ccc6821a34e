import type { MessageDescriptor } from '../../../../engine/messages.ts'
import { checkTextLength } from '../../../../engine/rules/names.ts'
import { checkHomePage, HOME_PAGE_DEFAULT, HOME_PAGE_KEY } from '../homePage/rules.ts'
import { ALARM_COLOR_DEFAULT, checkAlarmColors } from './alarmColors.ts'
import { checkMailServer, MAIL_SERVER_DEFAULT, maskMailServer, unmaskMailServer } from './mailServer.ts'

/**
 * Configuration records the server knows (spec S1 §3 "Global settings state"): each has a built-in
 * value served until one is saved, and rules for what may be saved. Any other key holds any JSON.
 */
export interface KnownRecord {
  /** Served (with version 0) while nothing is saved. */
  default: unknown
  /** Readable without signing in: the login page shows it. */
  public?: boolean
  /**
   * Readable by any signed-in user (runtime options). Every other record is read only by holders of the
   * system settings resource, whose screens edit them (issue 17: not every session reads every record).
   */
  signedIn?: boolean
  validate?(value: unknown): MessageDescriptor[]
  /** What a read shows (hides secrets). */
  present?(value: unknown): unknown
  /** Turns a save into the value to store, given the stored one (puts back masked secrets). */
  prepare?(incoming: unknown, stored: unknown): unknown
}

const MESSAGES = {
  notObject: { id: 'config.record.notObject', message: 'The value must be a JSON object' },
  textField: {
    id: 'config.record.textField',
    message: 'The field {field} must be text of at most {num} characters',
  },
  pageTitle: {
    id: 'config.record.pageTitle',
    message: 'The page title must be text of at most 200 characters',
  },
  tooltip: { id: 'config.record.tooltip', message: 'showDatalinkTooltip must be "1" or "0"' },
  theme: { id: 'config.record.theme', message: 'runtimeTheme must be "light" or "dark"' },
  appThemes: {
    id: 'config.record.appThemes',
    message: 'runtimeThemes must be an object of application id to "light" or "dark"',
  },
  operatorTheme: { id: 'config.record.operatorTheme', message: 'operatorTheme must be "1" or "0"' },
} satisfies Record<string, MessageDescriptor>

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Login page images: empty means the app's built-in image (spec: "defaults are built-in images"). */
const LOGIN_IMAGES_DEFAULT = { bg: '', logo: '', tagline: '', leftLogo: '', loginTitle: 'Gantry' }
const LOGIN_IMAGE_LIMITS = { bg: 500, logo: 500, tagline: 500, leftLogo: 500, loginTitle: 50 } as const

function checkLoginImages(value: unknown): MessageDescriptor[] {
  if (!isObject(value)) return [MESSAGES.notObject]
  const problems: MessageDescriptor[] = []
  for (const [field, limit] of Object.entries(LOGIN_IMAGE_LIMITS)) {
    const text = value[field]
    if (text !== undefined && (typeof text !== 'string' || checkTextLength(text, limit) !== null)) {
      problems.push({ ...MESSAGES.textField, values: { field, num: limit } })
    }
  }
  return problems
}

function checkAppOption(value: unknown): MessageDescriptor[] {
  if (!isObject(value)) return [MESSAGES.notObject]
  const flag = (field: unknown) => field === undefined || field === '0' || field === '1'
  const theme = (field: unknown) => field === 'light' || field === 'dark'
  const problems: MessageDescriptor[] = []
  if (!flag(value.showDatalinkTooltip)) problems.push(MESSAGES.tooltip)
  // Ours (runtime looks, app/runtime/theme): the installation's, each application's, the operator's say.
  if (value.runtimeTheme !== undefined && !theme(value.runtimeTheme)) problems.push(MESSAGES.theme)
  const byApp = value.runtimeThemes
  if (byApp !== undefined && !(isObject(byApp) && Object.values(byApp).every(theme)))
    problems.push(MESSAGES.appThemes)
  if (!flag(value.operatorTheme)) problems.push(MESSAGES.operatorTheme)
  return problems
}

function checkPageTitle(value: unknown): MessageDescriptor[] {
  return typeof value === 'string' && checkTextLength(value, 200) === null ? [] : [MESSAGES.pageTitle]
}

/** Password rules are a configuration record too, but only their own call validates them. */
export const MANAGED_ELSEWHERE = new Map([['passwd_settings', '/api/auth/passwd/settings']])

export const KNOWN_RECORDS = new Map<string, KnownRecord>([
  ['loginImgs', { default: LOGIN_IMAGES_DEFAULT, public: true, validate: checkLoginImages }],
  ['pageTitle', { default: 'Gantry', public: true, validate: checkPageTitle }],
  ['appOption', { default: { showDatalinkTooltip: '1' }, signedIn: true, validate: checkAppOption }],
  [
    'emailServer',
    {
      default: MAIL_SERVER_DEFAULT,
      validate: checkMailServer,
      present: maskMailServer,
      prepare: unmaskMailServer,
    },
  ],
  ['user_widget_alarm_color', { default: ALARM_COLOR_DEFAULT, signedIn: true, validate: checkAlarmColors }],
  [HOME_PAGE_KEY, { default: HOME_PAGE_DEFAULT, validate: checkHomePage }],
])
