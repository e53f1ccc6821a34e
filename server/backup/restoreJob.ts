import { stat } from 'node:fs/promises'
import { formatMessage } from '../../engine/messages.ts'
import { MESSAGES } from '../../engine/rules/responses.ts'
import type { Engine } from '../db/database.ts'
import { type AnyDb, type Row, readCatalog } from './catalog.ts'
import { StagedImages } from './imageFiles.ts'
import { BackupRejected, checkCompatible, type OpenedBackup, openBackup, scanBackup } from './reader.ts'
import { replaceData } from './replace.ts'
import { signatureStatus } from './signing.ts'
import { appliedMigrations } from './snapshot.ts'
import type { RestoreHooks } from './testHooks.ts'

/**
 * Restore status values reported by GET /api/config/system/restore/status. The app polls every 5 s
 * while it gets 425 and stops at 2, 5 or 6 (spec S1 §4); the values in between are ours.
 */
export const RESTORE_STATUS = {
  /** No restore since the server started. */
  idle: 0,
  /** Maintenance is on; the backup is being read and its images unpacked beside the live ones. */
  reading: 1,
  /** Final: the backup's data and images are in place. */
  succeeded: 2,
  /** The database transaction that replaces the data is open. */
  writing: 3,
  /** Committed; the previous images are being removed and caches reset. */
  finishing: 4,
  /** Final: the restore failed part way; everything was rolled back and the previous data is intact. */
  failed: 5,
  /** Final: the backup was refused before anything changed (too small, damaged, wrong checksum, incompatible). */
  rejected: 6,
} as const

export interface RestoreState {
  status: number
  /** 0–100. */
  progress: number
  message: string
  filename: string | null
  startedAt: string | null
  finishedAt: string | null
}

export interface RestoreContext {
  db: AnyDb
  engine: Engine
  imagesDir: string
  hooks: RestoreHooks
  /** The installation's key: a backup it did not sign is refused unless the caller accepts it. */
  signingKey: Buffer
}

/**
 * 'signedHere': only backups this installation signed. 'acceptUnsigned': the administrator also accepts
 * an unsigned one or one signed by another installation (never one changed after this one signed it).
 */
export type BackupTrust = 'signedHere' | 'acceptUnsigned'

/** The backup is intact but this installation did not sign it; restoring it needs the caller's acceptance. */
export class BackupNotSignedHere extends BackupRejected {}

export interface VerifiedBackup {
  path: string
  filename: string
  opened: OpenedBackup
  /** Size of the part after the manifest, for the progress figure. */
  bodyBytes: number
}

/**
 * The one restore a server runs at a time. `verify` checks the file completely (manifest, compatibility,
 * every line, counts, checksum) while nothing has changed yet; `run` then replaces the data in the
 * background while the caller holds the maintenance gate.
 */
export class RestoreJob {
  #state: RestoreState = {
    status: RESTORE_STATUS.idle,
    progress: 0,
    message: 'No restore has run since the server started',
    filename: null,
    startedAt: null,
    finishedAt: null,
  }
  #busy = false

  get state(): RestoreState {
    return { ...this.#state }
  }

  get busy(): boolean {
    return this.#busy
  }

  /** Claims the job for one restore; false when one is already being verified or run. */
  claim(filename: string): boolean {
    if (this.#busy) return false
    this.#busy = true
    this.#state = {
      status: RESTORE_STATUS.reading,
      progress: 0,
      message: 'Checking the backup',
      filename,
      startedAt: new Date().toISOString(),
      finishedAt: null,
    }
    return true
  }

  /** Reads the whole file without changing anything; on a problem records status 6 and throws BackupRejected. */
  async verify(
    context: RestoreContext,
    path: string,
    filename: string,
    trust: BackupTrust,
  ): Promise<VerifiedBackup> {
    try {
      const opened = await openBackup(path)
      const signature = signatureStatus(context.signingKey, opened.manifest)
      if (signature === 'forged') {
        throw new BackupRejected(
          'The backup is not genuine: its signature does not match, so it was changed after this installation made it',
        )
      }
      if (signature !== 'valid' && trust !== 'acceptUnsigned') {
        throw new BackupNotSignedHere(`the backup ${filename} was not made by this installation`)
      }
      const tables = await readCatalog(context.db, context.engine)
      checkCompatible(opened.manifest, tables, await appliedMigrations(context.db))
      await scanBackup(path, opened)
      this.#state = { ...this.#state, progress: 10, message: 'The backup is valid' }
      const { size } = await stat(path)
      return { path, filename, opened, bodyBytes: Math.max(1, size - opened.bodyStart) }
    } catch (error) {
      this.#finish(RESTORE_STATUS.rejected, `${formatMessage(MESSAGES.restoreFailed)}: ${describe(error)}`)
      throw error instanceof BackupRejected ? error : new BackupRejected(describe(error))
    }
  }

  /** Releases a claim when the restore does not go ahead (the caller's own checks failed). */
  release(status: number, message: string): void {
    this.#finish(status, message)
  }

  /**
   * Replaces the data with the verified backup. Never throws: the outcome is the final status. The
   * caller ends maintenance afterwards.
   */
  async run(
    context: RestoreContext,
    backup: VerifiedBackup,
    /**
     * The caller's own ending (end maintenance, remove an upload, log): runs before the final status is
     * published, so whoever polls the status sees the system as the restore leaves it.
     */
    beforeFinal: (status: number) => Promise<void> = async () => {},
  ): Promise<RestoreState> {
    const staged = new StagedImages(context.imagesDir)
    let committed = false
    let outcome: [number, string]
    try {
      await staged.prepare()
      const rows = new Map<string, Row[]>()
      this.#update(RESTORE_STATUS.reading, 10, 'Reading the backup')
      await scanBackup(backup.path, backup.opened, {
        onRows(table, chunk) {
          const list = rows.get(table)
          if (list) list.push(...chunk)
          else rows.set(table, [...chunk])
        },
        onFile: (path, data) => staged.write(path, data),
        onProgress: (bytes) =>
          this.#update(RESTORE_STATUS.reading, 10 + Math.min(35, (bytes / backup.bodyBytes) * 35)),
      })
      // The file was read again; only now, with its checksum confirmed, does anything change.
      this.#update(RESTORE_STATUS.writing, 50, 'Replacing the data')
      const tables = await readCatalog(context.db, context.engine)
      await replaceData({
        db: context.db,
        engine: context.engine,
        tables,
        manifest: backup.opened.manifest,
        rows,
        onProgress: (fraction) => this.#update(RESTORE_STATUS.writing, 50 + fraction * 40),
        beforeCommit: async () => {
          await staged.swap()
          await context.hooks.beforeCommit?.()
        },
      })
      committed = true
      this.#update(RESTORE_STATUS.finishing, 95, 'Finishing')
      await staged.discardPrevious()
      outcome = [RESTORE_STATUS.succeeded, formatMessage(MESSAGES.restoreSucceeded)]
    } catch (error) {
      if (!committed) {
        await staged.undo().catch(() => {})
        const status = error instanceof BackupRejected ? RESTORE_STATUS.rejected : RESTORE_STATUS.failed
        outcome = [
          status,
          `${formatMessage(MESSAGES.restoreFailed)}: ${describe(error)}; the previous data is intact`,
        ]
      } else {
        // The data is restored; only removing the previous images failed. They are left beside the live ones.
        outcome = [RESTORE_STATUS.succeeded, formatMessage(MESSAGES.restoreSucceeded)]
      }
    }
    await beforeFinal(outcome[0]).catch(() => {})
    this.#finish(...outcome)
    return this.state
  }

  #update(status: number, progress: number, message?: string): void {
    this.#state = {
      ...this.#state,
      status,
      progress: Math.round(progress),
      message: message ?? this.#state.message,
    }
  }

  #finish(status: number, message: string): void {
    const final = status === RESTORE_STATUS.succeeded
    this.#state = {
      ...this.#state,
      status,
      progress: final ? 100 : this.#state.progress,
      message,
      finishedAt: new Date().toISOString(),
    }
    this.#busy = false
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
