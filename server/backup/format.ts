import type { Engine } from '../db/database.ts'
import type { Row } from './catalog.ts'

/*
 * A backup is one UTF-8 text file of JSON lines (`.jsonl`):
 *   line 1      the manifest (below), whose checksum covers every byte after its own line break;
 *   then        { "kind": "rows", "table": "users", "rows": [...] }   up to ROWS_PER_LINE rows each
 *               { "kind": "file", "path": "default/logo.png", "data": "<base64>" }   one uploaded image
 *   last line   { "kind": "end" }
 * Rows are exported column by column (not as an engine file), so a backup restores on either engine.
 * It is not compressed: table rows are small and images are compressed already, and the spec refuses
 * backups under 10 KB, which a compressed backup of a fresh system would be.
 */

export const BACKUP_FORMAT = 'gantry-backup'
export const BACKUP_FORMAT_VERSION = 1
export const BACKUP_EXTENSION = '.jsonl'
export const ROWS_PER_LINE = 500
/** A manifest line longer than this is not one of ours; refusing it early bounds the memory used. */
export const MAX_MANIFEST_BYTES = 4 * 1024 * 1024

/**
 * Tables never backed up: live tickets, pending SMS codes, download tokens and login attempt counts are
 * of the moment. A restore keeps the sessions of users that still exist under the same id and name, and
 * empties the others.
 */
export const TRANSIENT_TABLES: readonly string[] = [
  'sessions',
  'sms_codes',
  'download_tokens',
  'login_attempts',
  'login_failures',
]

/**
 * Tables never backed up and left as they are by a restore: the installation's own secrets (the key that
 * signs its backups must not travel inside them, and stays the installation's after a restore).
 */
export const KEPT_TABLES: readonly string[] = ['installation_secrets']

/** Whether a table's rows go into backups and are replaced by a restore. */
export function isBackedUp(table: string): boolean {
  return !TRANSIENT_TABLES.includes(table) && !KEPT_TABLES.includes(table)
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT
  formatVersion: number
  /** The engine the backup was made on; any engine restores it. */
  engine: Engine
  created: string
  app: { name: string; version: string }
  /** The migrations applied when the backup was made, in order. */
  migrations: string[]
  tables: Record<string, { rows: number; columns: string[] }>
  images: { files: number; bytes: number }
  checksum: { algorithm: 'sha256'; value: string }
  /** HMAC of the rest of the manifest under the installation's key (`signing.ts`); absent before issue 17. */
  signature?: BackupSignature
}

export interface BackupSignature {
  algorithm: 'hmac-sha256'
  /** Names the key without revealing it. */
  keyId: string
  value: string
}

export type BackupEntry =
  | { kind: 'rows'; table: string; rows: Row[] }
  | { kind: 'file'; path: string; data: string }
  | { kind: 'end' }

// Binary column values travel as { $bytes: base64 } so the JSON stays text; none of today's tables has one.
const BYTES_KEY = '$bytes'

/** A row as JSON can carry it: buffers as base64, dates as ISO text, big integers as numbers or text. */
export function encodeRow(row: Row): Row {
  const encoded: Row = {}
  for (const [column, value] of Object.entries(row)) {
    if (Buffer.isBuffer(value) || value instanceof Uint8Array) {
      encoded[column] = { [BYTES_KEY]: Buffer.from(value).toString('base64') }
    } else if (value instanceof Date) {
      encoded[column] = value.toISOString()
    } else if (typeof value === 'bigint') {
      encoded[column] = Number.isSafeInteger(Number(value)) ? Number(value) : value.toString()
    } else {
      encoded[column] = value
    }
  }
  return encoded
}

/** The inverse of `encodeRow` for the values that need it. */
export function decodeRow(row: Row): Row {
  const decoded: Row = {}
  for (const [column, value] of Object.entries(row)) {
    const bytes =
      typeof value === 'object' && value !== null && Object.keys(value).length === 1
        ? (value as Record<string, unknown>)[BYTES_KEY]
        : undefined
    decoded[column] = typeof bytes === 'string' ? Buffer.from(bytes, 'base64') : value
  }
  return decoded
}

/** Checks the shape of a parsed manifest line; returns the problem, or null when it is one of ours. */
export function manifestProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return 'it has no manifest'
  const manifest = value as Partial<BackupManifest>
  if (manifest.format !== BACKUP_FORMAT) return 'it is not a Gantry backup'
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION) {
    return `its format version ${String(manifest.formatVersion)} is not supported (expected ${BACKUP_FORMAT_VERSION})`
  }
  if (manifest.engine !== 'sqlite' && manifest.engine !== 'postgres') return 'its engine is unknown'
  if (typeof manifest.created !== 'string') return 'it has no creation time'
  if (!Array.isArray(manifest.migrations) || !manifest.migrations.every((m) => typeof m === 'string')) {
    return 'it does not list its migrations'
  }
  const tables = manifest.tables
  if (typeof tables !== 'object' || tables === null) return 'it does not list its tables'
  for (const [name, table] of Object.entries(tables)) {
    const ok =
      typeof table === 'object' &&
      table !== null &&
      Number.isInteger(table.rows) &&
      table.rows >= 0 &&
      Array.isArray(table.columns) &&
      table.columns.every((column) => typeof column === 'string')
    if (!ok) return `its entry for table ${name} is malformed`
  }
  const images = manifest.images
  if (typeof images !== 'object' || images === null || !Number.isInteger(images.files)) {
    return 'it does not count its images'
  }
  const checksum = manifest.checksum
  if (checksum?.algorithm !== 'sha256' || !/^[0-9a-f]{64}$/.test(String(checksum.value))) {
    return 'it has no SHA-256 checksum'
  }
  const signature = manifest.signature
  if (
    signature !== undefined &&
    (signature?.algorithm !== 'hmac-sha256' ||
      !/^[0-9a-f]{16}$/.test(String(signature.keyId)) ||
      !/^[0-9a-f]{64}$/.test(String(signature.value)))
  ) {
    return 'its signature is malformed'
  }
  return null
}
