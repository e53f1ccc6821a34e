import { createHash } from 'node:crypto'
import { open } from 'node:fs/promises'
import type { Row, TableInfo } from './catalog.ts'
import {
  type BackupEntry,
  type BackupManifest,
  isBackedUp,
  MAX_MANIFEST_BYTES,
  manifestProblem,
} from './format.ts'
import { isSafeRelativePath } from './imageFiles.ts'
import { readLines } from './lines.ts'

/** The file is not a backup this server can restore; nothing was changed. */
export class BackupRejected extends Error {}

export interface OpenedBackup {
  manifest: BackupManifest
  /** Where the body (the part the checksum covers) starts. */
  bodyStart: number
}

// An image of under 5 MB is under 7 MB as base64; a line of 500 rows stays far below this too.
const MAX_LINE_BYTES = 64 * 1024 * 1024
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/** Reads and checks the manifest line; the body is not read. */
export async function openBackup(path: string): Promise<OpenedBackup> {
  const file = await open(path, 'r')
  try {
    const chunks: Buffer[] = []
    let total = 0
    for (;;) {
      const buffer = Buffer.alloc(64 * 1024)
      const { bytesRead } = await file.read(buffer, 0, buffer.length, total)
      if (bytesRead === 0)
        throw new BackupRejected('The file is not a Gantry backup: it has no manifest line')
      const chunk = buffer.subarray(0, bytesRead)
      const newline = chunk.indexOf(0x0a)
      if (newline !== -1) {
        chunks.push(chunk.subarray(0, newline))
        const manifest = parseManifest(Buffer.concat(chunks))
        return { manifest, bodyStart: total + newline + 1 }
      }
      chunks.push(chunk)
      total += bytesRead
      if (total > MAX_MANIFEST_BYTES) throw new BackupRejected('The file is not a Gantry backup')
    }
  } finally {
    await file.close()
  }
}

function parseManifest(line: Buffer): BackupManifest {
  let value: unknown
  try {
    value = JSON.parse(line.toString('utf8'))
  } catch {
    throw new BackupRejected('The file is not a Gantry backup: its first line is not JSON')
  }
  const problem = manifestProblem(value)
  if (problem) throw new BackupRejected(`The file cannot be restored: ${problem}`)
  return value as BackupManifest
}

/**
 * Whether this database can take the backup: every migration it was made with must have run here too
 * (a backup from a newer Gantry is refused; an older one restores, tables added since keep their rows),
 * and each of its tables must exist here with its columns.
 */
export function checkCompatible(manifest: BackupManifest, tables: TableInfo[], migrations: string[]): void {
  const unknown = manifest.migrations.find((name) => !migrations.includes(name))
  if (unknown !== undefined) {
    throw new BackupRejected(
      `The backup was made by another version of Gantry: its migration ${unknown} is not known here`,
    )
  }
  for (const [name, table] of Object.entries(manifest.tables)) {
    const here = tables.find((candidate) => candidate.name === name)
    if (!here || !isBackedUp(name)) {
      throw new BackupRejected(`The backup holds a table ${name} that this version does not restore`)
    }
    const missing = table.columns.filter((column) => !here.columns.includes(column))
    if (missing.length > 0) {
      throw new BackupRejected(`The backup's table ${name} has columns unknown here: ${missing.join(', ')}`)
    }
  }
}

export interface ScanCallbacks {
  onRows?(table: string, rows: Row[]): void | Promise<void>
  onFile?(path: string, data: Buffer): void | Promise<void>
  /** Bytes of the body read so far. */
  onProgress?(bytes: number): void
}

/**
 * Reads the whole body once: every line must parse and fit the manifest, the counts must match it and
 * the SHA-256 of the body must be the manifest's. Throws BackupRejected on the first problem. The
 * callbacks see each entry as it is read; a caller that changes something must still wait for the end,
 * where the checksum is known.
 */
export async function scanBackup(path: string, opened: OpenedBackup, callbacks: ScanCallbacks = {}) {
  const { manifest } = opened
  const hash = createHash('sha256')
  const rowCounts = new Map<string, number>()
  let files = 0
  let ended = false
  let lineNumber = 1
  let bytes = 0
  try {
    for await (const line of readLines(path, opened.bodyStart, hash, MAX_LINE_BYTES)) {
      lineNumber += 1
      bytes += line.length + 1
      if (ended) throw new BackupRejected(`The backup is damaged: line ${lineNumber} follows its end`)
      const entry = parseEntry(line, lineNumber)
      if (entry.kind === 'end') {
        ended = true
      } else if (entry.kind === 'rows') {
        const table = manifest.tables[entry.table]
        if (!table || !Array.isArray(entry.rows)) {
          throw new BackupRejected(`The backup is damaged: line ${lineNumber} names an unlisted table`)
        }
        for (const row of entry.rows) {
          const ok =
            typeof row === 'object' &&
            row !== null &&
            !Array.isArray(row) &&
            Object.keys(row).every((column) => table.columns.includes(column))
          if (!ok) throw new BackupRejected(`The backup is damaged: a row on line ${lineNumber} is malformed`)
        }
        rowCounts.set(entry.table, (rowCounts.get(entry.table) ?? 0) + entry.rows.length)
        await callbacks.onRows?.(entry.table, entry.rows)
      } else if (entry.kind === 'file') {
        if (!isSafeRelativePath(entry.path) || typeof entry.data !== 'string' || !BASE64.test(entry.data)) {
          throw new BackupRejected(`The backup is damaged: the image on line ${lineNumber} is malformed`)
        }
        files += 1
        await callbacks.onFile?.(entry.path, Buffer.from(entry.data, 'base64'))
      }
      callbacks.onProgress?.(bytes)
    }
  } catch (error) {
    if (error instanceof BackupRejected) throw error
    throw new BackupRejected(`The backup cannot be read: ${(error as Error).message}`)
  }
  if (hash.digest('hex') !== manifest.checksum.value) {
    throw new BackupRejected('The backup is damaged: its checksum does not match its content')
  }
  if (!ended) throw new BackupRejected('The backup is incomplete: it has no end line')
  for (const [name, table] of Object.entries(manifest.tables)) {
    if ((rowCounts.get(name) ?? 0) !== table.rows) {
      throw new BackupRejected(
        `The backup is damaged: table ${name} does not hold the rows its manifest counts`,
      )
    }
  }
  if (files !== manifest.images.files) {
    throw new BackupRejected('The backup is damaged: it does not hold the images its manifest counts')
  }
}

function parseEntry(line: Buffer, lineNumber: number): BackupEntry {
  let value: unknown
  try {
    value = JSON.parse(line.toString('utf8'))
  } catch {
    throw new BackupRejected(`The backup is damaged: line ${lineNumber} is not valid JSON`)
  }
  const kind = (value as { kind?: unknown } | null)?.kind
  if (kind !== 'rows' && kind !== 'file' && kind !== 'end') {
    throw new BackupRejected(`The backup is damaged: line ${lineNumber} is of an unknown kind`)
  }
  return value as BackupEntry
}
