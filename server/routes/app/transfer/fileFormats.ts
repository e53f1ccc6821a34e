import { extensionOf, FILE_MESSAGES } from '../../../../engine/rules/files.ts'
import { ruleError } from '../../../http/httpError.ts'
import type { Upload } from '../uploads.ts'
import type { PluginUse } from './plugins.ts'

/*
 * The files the application manager and the page packages write and read: JSON with a format tag, so an
 * application export given to the page import (or anything else) is refused with the spec's "file type
 * does not match" (S0 §5), both by its extension and by its content.
 */

export interface FileFormat {
  format: string
  extension: string
  formatVersion: number
}

export const APP_FILE: FileFormat = { format: 'gantry-app', extension: 'gapp', formatVersion: 1 }
export const PAGES_FILE: FileFormat = { format: 'gantry-pages', extension: 'gpages', formatVersion: 1 }

/** A block of a page as files carry it: documents exactly as stored. */
export interface LayoutEntry {
  id: string
  name: string
  context: string
  sortOrder: number
}

export interface PageEntry {
  id: string
  parentId: number | null
  name: string
  type: number
  layout: string
  url: string | null
  sortOrder: number
  layouts: LayoutEntry[]
}

export interface FolderEntry {
  id: number
  parentId: number | null
  name: string
  type: string
  kind: string
  sortOrder: number
}

export interface TemplateEntry {
  id: number
  parentId: number | null
  name: string
  type: number
  layout: string
  layouts: { id: string; name: string; context: string }[]
  url: string | null
  sortOrder: number
}

export interface SymbolEntry {
  id: number
  parentId: number | null
  name: string
  templateName: string
  content: string
  sortOrder: number
}

export interface ResourceEntry {
  path: string
  type: 'folder' | 'file'
  /** base64 of a file's bytes. */
  data?: string
}

export interface AppFile {
  format: string
  formatVersion: number
  exportedAt: string
  app: {
    id: number
    name: string
    description: string
    appVersion: string
    icon: string
    homePageId: string | null
  }
  folders: FolderEntry[]
  pages: PageEntry[]
  templates: TemplateEntry[]
  symbols: SymbolEntry[]
  resources: ResourceEntry[]
  /**
   * The third-party plugins the pages and templates use, named only (see transfer/plugins.ts); absent
   * in files of servers before issue 28.
   */
  plugins?: PluginUse[]
}

export interface PagesFile {
  format: string
  formatVersion: number
  exportedAt: string
  pages: PageEntry[]
}

/** The file name offered for download: the name's unsafe characters replaced. */
export function downloadName(name: string, format: FileFormat): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this replaces.
  const safe = name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').trim() || 'export'
  return `${safe}.${format.extension}`
}

/** Parses an uploaded file of the expected format; 422 "File type does not match" for anything else. */
export function readFormatFile<T>(upload: Upload, expected: FileFormat): T {
  const mismatch = ruleError(422, [FILE_MESSAGES.typeMismatch])
  if (extensionOf(upload.fileName) !== expected.extension) throw mismatch
  let value: unknown
  try {
    value = JSON.parse(upload.data.toString('utf8'))
  } catch {
    throw mismatch
  }
  const tagged = value as { format?: unknown; formatVersion?: unknown } | null
  if (typeof tagged !== 'object' || tagged === null || tagged.format !== expected.format) throw mismatch
  if (typeof tagged.formatVersion !== 'number' || tagged.formatVersion > expected.formatVersion) {
    throw ruleError(422, [FILE_MESSAGES.typeMismatch])
  }
  return value as T
}
