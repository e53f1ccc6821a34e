import type { MessageDescriptor } from '../../../../engine/messages.ts'

/** The configuration record holding the default home page (spec S1 §7 "GET, POST /api/config/homePage/default"). */
export const HOME_PAGE_KEY = 'default_home_page'

export interface HomePage {
  /** An app path such as /runtime/page/1; '' while none is set (the app then goes to /hellow). */
  path: string
}

export const HOME_PAGE_DEFAULT: HomePage = { path: '' }

const MESSAGES = {
  notObject: { id: 'config.homePage.notObject', message: 'The home page must be a JSON object with a path' },
  path: {
    id: 'config.homePage.path',
    message: 'The home page must be a path starting with / (at most 500 characters, no spaces)',
  },
} satisfies Record<string, MessageDescriptor>

/**
 * A path inside the app: it starts with one '/', and holds no spaces, control characters or
 * backslashes. '//host' and '/\host' are refused: browsers read them as another site (an open redirect
 * right after login).
 */
export function checkHomePath(path: unknown): MessageDescriptor | null {
  if (typeof path !== 'string' || path.length > 500) return MESSAGES.path
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rejects.
  if (!path.startsWith('/') || path.startsWith('//') || /[\s\\\u0000-\u001f\u007f]/.test(path)) {
    return MESSAGES.path
  }
  return null
}

export function checkHomePage(value: unknown): MessageDescriptor[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [MESSAGES.notObject]
  const problem = checkHomePath((value as { path?: unknown }).path)
  return problem ? [problem] : []
}
