import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/** Where form files are kept: `${DATA_DIR}/form-files/<uuid>.<ext>`, never under a name a user chose. */
export const formFilesDirOf = (dataDir: string) => join(dataDir, 'form-files')

/** Writes the bytes under a new random name; answers that name. */
export async function writeFormFile(dir: string, extension: string, bytes: Buffer): Promise<string> {
  await mkdir(dir, { recursive: true })
  const name = `${randomUUID()}.${extension}`
  await writeFile(join(dir, name), bytes, { flag: 'wx' })
  return name
}

/** The stored bytes, or null when the file is gone. */
export async function readFormFile(dir: string, storedName: string): Promise<Buffer | null> {
  try {
    return await readFile(join(dir, storedName))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

/** Drops a file whose row could not be written, so no orphan stays. */
export async function removeFormFile(dir: string, storedName: string): Promise<void> {
  await rm(join(dir, storedName), { force: true })
}
