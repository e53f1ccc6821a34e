import { readdir, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { extensionOf } from '../../../../engine/rules/files.ts'

/**
 * Users' own pictures (personal info). Any signed-in user may upload here, so the server names the
 * file: `user-<userId>-<ms>.<ext>`. A user can neither replace nor fill up another's, and only the latest
 * `KEEP` of each user stay (an upload not yet saved in the profile is one of them).
 */
export const AVATAR_IMAGE_FOLDER = 'avatars'
const KEEP = 3

/**
 * Pictures operators send with a form (the image upload control at runtime). Any signed-in user may
 * upload here, named by the server as avatars are, but none are dropped: form records point at them.
 */
export const FORM_IMAGE_FOLDER = 'form-uploads'

/** Stores a form's picture under a server-given name (`user-<userId>-<ms>.<ext>`); answers its name. */
export async function storeFormImage(
  root: string,
  userId: number,
  uploaded: string,
  bytes: Buffer,
): Promise<string> {
  return writeOwn(join(root, FORM_IMAGE_FOLDER), userId, uploaded, bytes)
}

async function writeOwn(dir: string, userId: number, uploaded: string, bytes: Buffer): Promise<string> {
  const prefix = `user-${userId}-`
  let stamp = Date.now()
  for (;;) {
    const name = `${prefix}${stamp}.${extensionOf(uploaded)}`
    try {
      await writeFile(join(dir, name), bytes, { flag: 'wx' })
      return name
    } catch (error) {
      // Two uploads in the same millisecond: the next stamp.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      stamp += 1
    }
  }
}

/** Stores a user's picture (name and content already checked) and drops their older ones; answers its name. */
export async function storeAvatar(
  root: string,
  userId: number,
  uploaded: string,
  bytes: Buffer,
): Promise<string> {
  const dir = join(root, AVATAR_IMAGE_FOLDER)
  const prefix = `user-${userId}-`
  const existing = (await readdir(dir)).filter((name) => name.startsWith(prefix))
  let stamp = Date.now()
  while (existing.some((name) => name.startsWith(`${prefix}${stamp}.`))) stamp += 1
  const name = `${prefix}${stamp}.${extensionOf(uploaded)}`
  await writeFile(join(dir, name), bytes, { flag: 'wx' })
  const older = existing.sort((a, b) => stampOf(b) - stampOf(a)).slice(KEEP - 1)
  await Promise.all(older.map((old) => unlink(join(dir, old)).catch(() => undefined)))
  return name
}

function stampOf(name: string): number {
  return Number(name.split('-')[2]?.split('.')[0] ?? 0)
}
