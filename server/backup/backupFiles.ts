import { existsSync } from 'node:fs'
import { readdir, rm, stat } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { checkFileName } from '../../engine/rules/names.ts'
import { BACKUP_EXTENSION } from './format.ts'
import { openBackup } from './reader.ts'

/** One file of the backup management screen (spec S1 §3 "File: name, path, size, type, modify date"). */
export interface BackupFileInfo {
  filename: string
  size: number
  modifyDate: string
  /** From the manifest; null when the file is not a readable backup. */
  created: string | null
  engine: string | null
  rows: number | null
  images: number | null
}

/** Backups live in `${DATA_DIR}/backups`; names starting with '.' are files still being written. */
export function backupsDirOf(dataDir: string): string {
  return join(dataDir, 'backups')
}

/**
 * The path of a backup named by a client, or null when the name is not one a backup can have: the spec's
 * file-name rule (no \ / : * ? " < > |, no '.' or '..') keeps it inside the directory.
 */
export function backupPath(dir: string, filename: string): string | null {
  if (checkFileName(filename) !== null || filename.startsWith('.')) return null
  return join(dir, filename)
}

/** Every backup in `dir`, newest first. */
export async function listBackups(dir: string): Promise<BackupFileInfo[]> {
  if (!existsSync(dir)) return []
  const names = (await readdir(dir)).filter(
    (name) => !name.startsWith('.') && name.endsWith(BACKUP_EXTENSION),
  )
  const list: BackupFileInfo[] = []
  for (const filename of names) {
    const path = join(dir, filename)
    const info = await stat(path).catch(() => null)
    if (!info?.isFile()) continue
    const opened = await openBackup(path).catch(() => null)
    const manifest = opened?.manifest
    list.push({
      filename,
      size: info.size,
      modifyDate: info.mtime.toISOString(),
      created: manifest?.created ?? null,
      engine: manifest?.engine ?? null,
      rows: manifest ? Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0) : null,
      images: manifest?.images.files ?? null,
    })
  }
  return list.sort((a, b) => (b.created ?? b.modifyDate).localeCompare(a.created ?? a.modifyDate))
}

/**
 * At start-up: removes what an interrupted backup or restore left behind, all of it never live: half-written
 * backups and uploads (`.…tmp` in the backups directory) and images unpacked for a restore that did not
 * reach its swap (`images.restoring-…`).
 */
export async function removeLeftovers(backupsDir: string, imagesDir: string): Promise<void> {
  if (existsSync(backupsDir)) {
    for (const name of await readdir(backupsDir)) {
      if (name.startsWith('.') && name.endsWith('.tmp')) await rm(join(backupsDir, name), { force: true })
    }
  }
  const parent = dirname(imagesDir)
  const staged = `${basename(imagesDir)}.restoring-`
  if (existsSync(parent)) {
    for (const name of await readdir(parent)) {
      if (name.startsWith(staged)) await rm(join(parent, name), { recursive: true, force: true })
    }
  }
}
