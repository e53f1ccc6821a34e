import { type MessageDescriptor, withValues } from '../messages.ts'
import { checkFileName } from './names.ts'

/** An image format the product accepts for avatars and pictures. */
export type ImageType = 'png' | 'jpg' | 'gif'

/** A file as the browser's File or a multipart upload describes it. */
export interface FileInfo {
  name: string
  /** Size in bytes. */
  size: number
  mimeType?: string
}

/** "Avatar and pictures: JPG, GIF or PNG, under 5M"; a 5 MB file is already too large. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024

/** "Backup file under 10K is rejected"; a file of exactly 10 KB is accepted. */
export const BACKUP_MIN_BYTES = 10 * 1024

/** Report import accepts xlsx and csv only. */
export const IMPORT_EXTENSIONS: readonly string[] = ['xlsx', 'csv']

/** "Single file import max 2000 lines". */
export const IMPORT_MAX_LINES = 2000

/** "Object instances over 200 rows flagged". */
export const INSTANCE_ROW_LIMIT = 200

/** Default export extension xls, or csv (spec S0 §9, S1 §9). */
export const DEFAULT_EXPORT_EXTENSION = 'xls'

/** The export extensions offered. */
export const EXPORT_EXTENSIONS: readonly string[] = ['xls', 'csv']

/**
 * Files a form's upload control may send (issue 21). The spec gives one upload size, "under 5M" (C6,
 * S1 §5), which holds here too; the types are documents, tables and pictures, never anything a browser
 * would run (HTML, SVG, scripts) or a program.
 */
export const FORM_FILE_EXTENSIONS: readonly string[] = [
  'pdf',
  'txt',
  'csv',
  'xls',
  'xlsx',
  'doc',
  'docx',
  'jpg',
  'jpeg',
  'png',
  'gif',
]

/** Messages of the file rules. */
export const FILE_MESSAGES = {
  // zh-cn catalogue text: 文件类型不匹配 (spec S1 §5).
  typeMismatch: /*i18n*/ { id: 'rules.file.typeMismatch', message: 'File type does not match' },
  imageType: /*i18n*/ { id: 'rules.file.imageType', message: 'Only JPG, GIF or PNG images can be uploaded' },
  imageSize: /*i18n*/ { id: 'rules.file.imageSize', message: 'Images must be smaller than 5 MB' },
  fileSize: /*i18n*/ { id: 'rules.file.fileSize', message: 'Files must be smaller than 5 MB' },
  backupTooSmall: /*i18n*/ {
    id: 'rules.file.backupTooSmall',
    message: 'Backup files smaller than 10 KB are rejected',
  },
  importLines: /*i18n*/ {
    id: 'rules.file.importLines',
    message: 'A single file can import at most {num} lines',
  },
  overInstanceLimit: /*i18n*/ {
    id: 'rules.file.overInstanceLimit',
    message: 'The data list has more than {num} rows',
  },
  directoryNameFinal: /*i18n*/ {
    id: 'rules.file.directoryNameFinal',
    message: 'A new directory name cannot be changed afterwards',
  },
} satisfies Record<string, MessageDescriptor>

const IMAGE_EXTENSIONS: Record<string, ImageType> = { jpg: 'jpg', jpeg: 'jpg', png: 'png', gif: 'gif' }
const IMAGE_MIME_TYPES: Record<string, ImageType> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
}

/** The lower-cased extension of a file name without the dot; '' when there is none. */
export function extensionOf(name: string): string {
  if (typeof name !== 'string') return ''
  const dot = name.lastIndexOf('.')
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase()
}

function isValidSize(size: unknown): size is number {
  return typeof size === 'number' && Number.isFinite(size) && size >= 0
}

/**
 * Avatar and picture uploads: a .jpg/.jpeg, .gif or .png name, a matching image MIME type when one is
 * given, and fewer than 5 MB. Returns the first problem found.
 */
export function checkImageFile(file: FileInfo): MessageDescriptor | null {
  const byName = IMAGE_EXTENSIONS[extensionOf(file.name)]
  if (byName === undefined) return FILE_MESSAGES.imageType
  const mimeType = typeof file.mimeType === 'string' ? file.mimeType.trim().toLowerCase() : ''
  if (mimeType !== '') {
    const byMime = IMAGE_MIME_TYPES[mimeType]
    if (byMime === undefined) return FILE_MESSAGES.imageType
    if (byMime !== byName) return FILE_MESSAGES.typeMismatch
  }
  return isValidSize(file.size) && file.size < IMAGE_MAX_BYTES ? null : FILE_MESSAGES.imageSize
}

/** The image type named by a file's first bytes (magic numbers), or null for anything else. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const starts = (signature: readonly number[]) =>
    bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte)
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (starts([0xff, 0xd8, 0xff])) return 'jpg'
  // 'GIF87a' or 'GIF89a'
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) {
    return 'gif'
  }
  return null
}

/** For the server: the uploaded bytes must be an accepted image of the type the name claims. */
export function checkImageContent(name: string, bytes: Uint8Array): MessageDescriptor | null {
  const byName = IMAGE_EXTENSIONS[extensionOf(name)]
  if (byName === undefined) return FILE_MESSAGES.imageType
  return sniffImageType(bytes) === byName ? null : FILE_MESSAGES.typeMismatch
}

/** Picture formats other than JPG, GIF and PNG, which the spec's picture rule refuses. */
const OTHER_PICTURE_EXTENSIONS: readonly string[] = ['bmp', 'webp', 'tif', 'tiff', 'ico', 'heic', 'avif']

/**
 * A file put among an application's resources: pictures follow "JPG, GIF or PNG, under 5M" (its bytes
 * checked too when given); vector drawings (SVG), videos, documents and fonts are not pictures.
 */
export function checkResourceFile(file: FileInfo, bytes?: Uint8Array): MessageDescriptor | null {
  const extension = extensionOf(file.name)
  if (OTHER_PICTURE_EXTENSIONS.includes(extension)) return FILE_MESSAGES.imageType
  if (IMAGE_EXTENSIONS[extension] === undefined) return null
  return checkImageFile(file) ?? (bytes ? checkImageContent(file.name, bytes) : null)
}

/**
 * A form's upload (issue 21): the extension among `accepted` (the control's list, itself within
 * `FORM_FILE_EXTENSIONS`), else "file type does not match"; fewer than 5 MB. Pictures follow the picture
 * rule, their bytes too when given.
 */
export function checkFormFile(
  file: FileInfo,
  accepted: readonly string[] = FORM_FILE_EXTENSIONS,
  bytes?: Uint8Array,
): MessageDescriptor | null {
  const extension = extensionOf(file.name)
  if (!FORM_FILE_EXTENSIONS.includes(extension) || !accepted.includes(extension)) {
    return FILE_MESSAGES.typeMismatch
  }
  if (IMAGE_EXTENSIONS[extension] !== undefined) {
    const picture = checkImageFile(file)
    if (picture) return picture === FILE_MESSAGES.imageSize ? FILE_MESSAGES.fileSize : picture
    return bytes ? checkImageContent(file.name, bytes) : null
  }
  return isValidSize(file.size) && file.size < IMAGE_MAX_BYTES ? null : FILE_MESSAGES.fileSize
}

/** The extensions of a control's accept list ("pdf, .xlsx; CSV"): lower-cased, without dots, known ones only. */
export function formFileExtensions(list: string): string[] {
  const wanted = list
    .split(/[\s,;，；]+/)
    .map((item) => item.trim().replace(/^\./, '').toLowerCase())
    .filter((item) => FORM_FILE_EXTENSIONS.includes(item))
  return wanted.length === 0 ? [...FORM_FILE_EXTENSIONS] : [...new Set(wanted)]
}

/**
 * The error code of a restore refused because the installation did not sign the backup: the only
 * refusal the administrator may override (by confirming, which sends `acceptUnsigned`).
 */
export const BACKUP_NOT_SIGNED_HERE = '400.notSignedHere'

/**
 * A backup file to restore: its name must be a safe file name (it becomes a path segment of
 * /api/config/backup/{filename}) and "backup file under 10K is rejected".
 */
export function checkBackupFile(file: Pick<FileInfo, 'name' | 'size'>): MessageDescriptor | null {
  const nameProblem = checkFileName(file.name)
  if (nameProblem !== null) return nameProblem
  return isValidSize(file.size) && file.size >= BACKUP_MIN_BYTES ? null : FILE_MESSAGES.backupTooSmall
}

/**
 * "Report import accepts xlsx and csv only"; any other file is refused with the file-type mismatch
 * message (spec S0 §5). Pages importing other formats pass their own `accepted` extensions.
 */
export function checkImportFile(
  file: Pick<FileInfo, 'name'>,
  accepted: readonly string[] = IMPORT_EXTENSIONS,
): MessageDescriptor | null {
  return accepted.includes(extensionOf(file.name)) ? null : FILE_MESSAGES.typeMismatch
}

/** "Single file import max 2000 lines": 2000 passes, 2001 does not. */
export function checkImportLineCount(lines: number): MessageDescriptor | null {
  const ok = typeof lines === 'number' && Number.isFinite(lines) && lines <= IMPORT_MAX_LINES
  return ok ? null : withValues(FILE_MESSAGES.importLines, { num: IMPORT_MAX_LINES })
}

/** "Object instances over 200 rows flagged": true from 201 rows on. */
export function isOverInstanceLimit(rows: number): boolean {
  return rows > INSTANCE_ROW_LIMIT
}
