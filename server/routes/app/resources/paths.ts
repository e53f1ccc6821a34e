import { join, resolve, sep } from 'node:path'
import { checkFileName } from '../../../../engine/rules/names.ts'
import { HttpError, ruleError } from '../../../http/httpError.ts'
import { APP_MESSAGES } from '../messages.ts'

/** Where an application's static files live: `${DATA_DIR}/app-resources/<appId>/`. */
export function appResourceRoot(dataDir: string, appId: number): string {
  return resolve(dataDir, 'app-resources', String(appId))
}

/**
 * A client path ('images/logos/a.png', '' for the root) as checked segments: every segment must be a
 * valid file name (S1 §5, which also refuses '.', '..' and separators), so no path can leave the root.
 */
export function pathSegments(path: string | undefined, status: 400 | 422 = 400): string[] {
  const trimmed = (path ?? '').replace(/^\/+|\/+$/g, '')
  if (trimmed === '') return []
  const segments = trimmed.split('/')
  for (const segment of segments) {
    const problem = checkFileName(segment)
    if (problem) throw ruleError(status, [problem])
  }
  return segments
}

/** The absolute file-system path of checked segments, asserted to stay under the root. */
export function resolveInside(root: string, segments: string[]): string {
  const full = resolve(join(root, ...segments))
  if (full !== root && !full.startsWith(root + sep)) throw new HttpError(400, APP_MESSAGES.pathOutside)
  return full
}

/** The API form of a path: segments joined with '/'. */
export const joinPath = (segments: string[]) => segments.join('/')

const MIME_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  ico: 'image/x-icon',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  html: 'text/html; charset=utf-8',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
  woff: 'font/woff',
  woff2: 'font/woff2',
}

/** The content type served for a file name. */
export function mimeTypeOf(name: string): string {
  const dot = name.lastIndexOf('.')
  const extension = dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
  return MIME_TYPES[extension] ?? 'application/octet-stream'
}
