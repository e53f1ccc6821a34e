import { randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { Engine } from '../db/database.ts'
import type { AnyDb, TableInfo } from './catalog.ts'
import {
  BACKUP_EXTENSION,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  encodeRow,
  isBackedUp,
  ROWS_PER_LINE,
} from './format.ts'
import { listFiles } from './imageFiles.ts'
import { JsonLineWriter } from './lines.ts'
import { signManifest } from './signing.ts'
import { readSnapshot } from './snapshot.ts'

export interface BackupSource {
  /** The app's database without the CamelCasePlugin: the backup keeps the columns' real names. */
  db: AnyDb
  engine: Engine
  imagesDir: string
  backupsDir: string
  app: { name: string; version: string }
  /** The installation's key (`signing.ts`), which signs the manifest. */
  signingKey: Buffer
}

export interface CreatedBackup {
  filename: string
  size: number
  manifest: BackupManifest
}

/**
 * Writes a backup of every table (but the transient ones) and every uploaded image into `backupsDir`.
 * The body goes to a temporary file first, hashed as it is written; the final file is the manifest
 * line followed by that body, renamed into place only when complete, so a half-written backup is never
 * listed.
 */
export async function createBackup(source: BackupSource): Promise<CreatedBackup> {
  await mkdir(source.backupsDir, { recursive: true })
  const token = randomBytes(4).toString('hex')
  const bodyPath = join(source.backupsDir, `.body-${token}.tmp`)
  const finalTemp = join(source.backupsDir, `.backup-${token}.tmp`)
  const body = new JsonLineWriter(bodyPath)
  const created = new Date().toISOString()
  const tables: BackupManifest['tables'] = {}
  let migrations: string[] = []
  try {
    await readSnapshot(source.db, source.engine, (all) => all.filter((table) => isBackedUp(table.name)), {
      async begin(all: TableInfo[], applied: string[]) {
        migrations = applied
        for (const table of all) tables[table.name] = { rows: 0, columns: table.columns }
      },
      async rows(table, rows) {
        for (let from = 0; from < rows.length; from += ROWS_PER_LINE) {
          const chunk = rows.slice(from, from + ROWS_PER_LINE).map(encodeRow)
          await body.write({ kind: 'rows', table: table.name, rows: chunk })
        }
        const entry = tables[table.name]
        if (entry) entry.rows += rows.length
      },
    })
    const images = { files: 0, bytes: 0 }
    for (const path of await listFiles(source.imagesDir)) {
      const data = await readFile(join(source.imagesDir, ...path.split('/')))
      await body.write({ kind: 'file', path, data: data.toString('base64') })
      images.files += 1
      images.bytes += data.length
    }
    await body.write({ kind: 'end' })
    const { sha256 } = await body.close()
    const unsigned: Omit<BackupManifest, 'signature'> = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      engine: source.engine,
      created,
      app: source.app,
      migrations,
      tables,
      images,
      checksum: { algorithm: 'sha256', value: sha256 },
    }
    const manifest: BackupManifest = { ...unsigned, signature: signManifest(source.signingKey, unsigned) }
    const out = createWriteStream(finalTemp, { flags: 'wx' })
    out.write(`${JSON.stringify(manifest)}\n`)
    await pipeline(createReadStream(bodyPath), out)
    const filename = backupFileName(created, token)
    await rename(finalTemp, join(source.backupsDir, filename))
    const { size } = await stat(join(source.backupsDir, filename))
    return { filename, size, manifest }
  } catch (error) {
    body.destroy()
    await rm(finalTemp, { force: true })
    throw error
  } finally {
    await rm(bodyPath, { force: true })
  }
}

/** `gantry-backup-20250102T030405Z-1a2b3c4d.jsonl`: sorts by time, never collides, safe as a path segment. */
function backupFileName(created: string, token: string): string {
  const stamp = created.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')
  return `gantry-backup-${stamp}-${token}${BACKUP_EXTENSION}`
}
