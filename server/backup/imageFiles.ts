import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { checkFileName } from '../../engine/rules/names.ts'

/*
 * Uploaded images live in a directory beside the database. A backup carries them as files with
 * relative paths; a restore unpacks them into a fresh directory beside the live one and swaps the two
 * only once the database replacement is ready to commit, so a failed restore leaves both untouched.
 */

/** Every regular file under `root` as a '/'-separated relative path; symbolic links are skipped. */
export async function listFiles(root: string): Promise<string[]> {
  if (!existsSync(root)) return []
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(root.length + 1)
        .split('\\')
        .join('/'),
    )
    .sort()
}

/** Whether a relative path from a backup is safe to write under the images directory. */
export function isSafeRelativePath(path: unknown): path is string {
  if (typeof path !== 'string' || path === '' || path.length > 1000) return false
  const segments = path.split('/')
  return segments.length <= 8 && segments.every((segment) => checkFileName(segment) === null)
}

/** A directory the restore fills before the swap; removed again when the restore fails. */
export class StagedImages {
  readonly dir: string
  #previous: string | null = null
  #swapped = false

  constructor(readonly liveDir: string) {
    this.dir = `${liveDir}.restoring-${randomBytes(4).toString('hex')}`
  }

  async prepare(): Promise<void> {
    await mkdir(this.dir, { recursive: true })
  }

  async write(relativePath: string, data: Buffer): Promise<void> {
    const target = join(this.dir, ...relativePath.split('/'))
    await mkdir(dirname(target), { recursive: true })
    await writeFile(target, data, { flag: 'wx' })
  }

  /** Puts the staged directory in place of the live one, keeping the live one aside for `undo`. */
  async swap(): Promise<void> {
    if (existsSync(this.liveDir)) {
      const previous = `${this.liveDir}.previous-${randomBytes(4).toString('hex')}`
      await rename(this.liveDir, previous)
      this.#previous = previous
    }
    try {
      await rename(this.dir, this.liveDir)
    } catch (error) {
      if (this.#previous !== null) await rename(this.#previous, this.liveDir)
      this.#previous = null
      throw error
    }
    this.#swapped = true
  }

  /** Reverses `swap` (the database transaction failed after it) or drops the staged files. */
  async undo(): Promise<void> {
    if (this.#swapped) {
      if (existsSync(this.liveDir)) await rename(this.liveDir, this.dir)
      if (this.#previous !== null) await rename(this.#previous, this.liveDir)
      this.#previous = null
      this.#swapped = false
    }
    await rm(this.dir, { recursive: true, force: true })
  }

  /** After a successful restore: the previous images are no longer needed. */
  async discardPrevious(): Promise<void> {
    if (this.#previous !== null) await rm(this.#previous, { recursive: true, force: true })
    this.#previous = null
  }
}
