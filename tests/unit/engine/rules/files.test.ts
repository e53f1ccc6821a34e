import { describe, expect, it } from 'vitest'
import { formatMessage } from '../../../../engine/messages.ts'
import {
  BACKUP_MIN_BYTES,
  checkBackupFile,
  checkImageContent,
  checkImageFile,
  checkImportFile,
  checkImportLineCount,
  checkResourceFile,
  extensionOf,
  FILE_MESSAGES,
  IMAGE_MAX_BYTES,
  isOverInstanceLimit,
  sniffImageType,
} from '../../../../engine/rules/files.ts'
import { NAME_MESSAGES } from '../../../../engine/rules/names.ts'

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16])
const GIF87 = new TextEncoder().encode('GIF87a....')
const GIF89 = new TextEncoder().encode('GIF89a....')

describe('extensionOf', () => {
  it('returns the lower-cased extension', () => {
    expect(extensionOf('Photo.JPG')).toBe('jpg')
    expect(extensionOf('archive.tar.gz')).toBe('gz')
    expect(extensionOf('noext')).toBe('')
    expect(extensionOf('.png')).toBe('')
    expect(extensionOf('trailing.')).toBe('')
  })
})

describe('checkImageFile', () => {
  it('accepts JPG, GIF and PNG by extension and MIME type', () => {
    expect(checkImageFile({ name: 'a.jpg', size: 1, mimeType: 'image/jpeg' })).toBeNull()
    expect(checkImageFile({ name: 'a.JPEG', size: 1 })).toBeNull()
    expect(checkImageFile({ name: 'a.gif', size: 1, mimeType: 'image/gif' })).toBeNull()
    expect(checkImageFile({ name: 'a.png', size: 1, mimeType: 'IMAGE/PNG' })).toBeNull()
  })

  it('rejects other types', () => {
    expect(checkImageFile({ name: 'a.bmp', size: 1 })).toEqual(FILE_MESSAGES.imageType)
    expect(checkImageFile({ name: 'a.svg', size: 1, mimeType: 'image/svg+xml' })).toEqual(
      FILE_MESSAGES.imageType,
    )
    expect(checkImageFile({ name: 'a.png', size: 1, mimeType: 'text/html' })).toEqual(FILE_MESSAGES.imageType)
    expect(checkImageFile({ name: 'png', size: 1 })).toEqual(FILE_MESSAGES.imageType)
  })

  it('refuses an extension that disagrees with the MIME type', () => {
    expect(checkImageFile({ name: 'a.png', size: 1, mimeType: 'image/jpeg' })).toEqual(
      FILE_MESSAGES.typeMismatch,
    )
  })

  it('accepts sizes under 5 MB only', () => {
    expect(IMAGE_MAX_BYTES).toBe(5 * 1024 * 1024)
    expect(checkImageFile({ name: 'a.png', size: IMAGE_MAX_BYTES - 1 })).toBeNull()
    expect(checkImageFile({ name: 'a.png', size: IMAGE_MAX_BYTES })).toEqual(FILE_MESSAGES.imageSize)
    expect(checkImageFile({ name: 'a.png', size: Number.NaN })).toEqual(FILE_MESSAGES.imageSize)
    expect(checkImageFile({ name: 'a.png', size: -1 })).toEqual(FILE_MESSAGES.imageSize)
  })
})

describe('sniffImageType', () => {
  it('recognises PNG, JPG and GIF magic numbers', () => {
    expect(sniffImageType(PNG)).toBe('png')
    expect(sniffImageType(JPG)).toBe('jpg')
    expect(sniffImageType(GIF87)).toBe('gif')
    expect(sniffImageType(GIF89)).toBe('gif')
  })

  it('returns null for anything else', () => {
    expect(sniffImageType(new Uint8Array())).toBeNull()
    expect(sniffImageType(PNG.slice(0, 7))).toBeNull()
    expect(sniffImageType(new TextEncoder().encode('GIF88a'))).toBeNull()
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(sniffImageType(new Uint8Array([0x42, 0x4d, 0, 0]))).toBeNull()
  })
})

describe('checkImageContent', () => {
  it('needs the bytes to be the image the name claims', () => {
    expect(checkImageContent('a.png', PNG)).toBeNull()
    expect(checkImageContent('a.jpeg', JPG)).toBeNull()
    expect(checkImageContent('a.png', JPG)).toEqual(FILE_MESSAGES.typeMismatch)
    expect(checkImageContent('a.gif', new TextEncoder().encode('<html>'))).toEqual(FILE_MESSAGES.typeMismatch)
    expect(checkImageContent('a.exe', PNG)).toEqual(FILE_MESSAGES.imageType)
  })
})

describe('checkBackupFile', () => {
  it('rejects backups under 10 KB', () => {
    expect(BACKUP_MIN_BYTES).toBe(10 * 1024)
    expect(checkBackupFile({ name: 'backup.zip', size: BACKUP_MIN_BYTES - 1 })).toEqual(
      FILE_MESSAGES.backupTooSmall,
    )
    expect(checkBackupFile({ name: 'backup.zip', size: BACKUP_MIN_BYTES })).toBeNull()
    expect(checkBackupFile({ name: 'backup.zip', size: 0 })).toEqual(FILE_MESSAGES.backupTooSmall)
  })

  it('rejects unsafe names', () => {
    expect(checkBackupFile({ name: '../secret', size: 1 << 20 })).toEqual(NAME_MESSAGES.fileNameCharacters)
    expect(checkBackupFile({ name: '..', size: 1 << 20 })).toEqual(NAME_MESSAGES.fileNameReserved)
  })
})

describe('checkImportFile', () => {
  it('accepts xlsx and csv only, with the file type mismatch message', () => {
    expect(checkImportFile({ name: 'data.xlsx' })).toBeNull()
    expect(checkImportFile({ name: 'DATA.CSV' })).toBeNull()
    expect(checkImportFile({ name: 'data.xls' })).toEqual(FILE_MESSAGES.typeMismatch)
    expect(checkImportFile({ name: 'data.json' })).toEqual(FILE_MESSAGES.typeMismatch)
    expect(checkImportFile({ name: 'xlsx' })).toEqual(FILE_MESSAGES.typeMismatch)
    expect(formatMessage(FILE_MESSAGES.typeMismatch)).toBe('File type does not match')
  })

  it('takes other accepted extensions', () => {
    expect(checkImportFile({ name: 'pages.json' }, ['json'])).toBeNull()
    expect(checkImportFile({ name: 'pages.csv' }, ['json'])).toEqual(FILE_MESSAGES.typeMismatch)
  })
})

describe('import limits', () => {
  it('allows at most 2000 lines', () => {
    expect(checkImportLineCount(2000)).toBeNull()
    expect(checkImportLineCount(2001)?.values).toEqual({ num: 2000 })
    expect(checkImportLineCount(Number.NaN)?.id).toBe(FILE_MESSAGES.importLines.id)
  })

  it('flags object instances over 200 rows', () => {
    expect(isOverInstanceLimit(200)).toBe(false)
    expect(isOverInstanceLimit(201)).toBe(true)
  })
})

describe('checkResourceFile (an application resource)', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  it('holds pictures to JPG, GIF or PNG under 5 MB with matching bytes', () => {
    expect(checkResourceFile({ name: 'a.png', size: 10 }, png)).toBeNull()
    expect(checkResourceFile({ name: 'a.png', size: 5 * 1024 * 1024 })).toBe(FILE_MESSAGES.imageSize)
    expect(checkResourceFile({ name: 'a.jpg', size: 10 }, png)).toBe(FILE_MESSAGES.typeMismatch)
    expect(checkResourceFile({ name: 'plan.bmp', size: 10 })).toBe(FILE_MESSAGES.imageType)
  })
  it('leaves drawings, videos, documents and fonts alone', () => {
    for (const name of ['pump.svg', 'start.mp4', 'manual.pdf', 'font.woff2']) {
      expect(checkResourceFile({ name, size: 20 * 1024 * 1024 })).toBeNull()
    }
  })
})
