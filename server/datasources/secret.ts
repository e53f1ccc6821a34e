import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

/** Its own installation secret: rotating the backup signing key must not lose the saved passwords. */
const KEY_NAME = 'datasource-password-key'

/** The installation's key for data source passwords, created on first use (race-safe like the backup key). */
export async function datasourceKey(db: Kysely<Database>): Promise<Buffer> {
  const stored = () =>
    db.selectFrom('installationSecrets').select('secret').where('name', '=', KEY_NAME).executeTakeFirst()
  let row = await stored()
  if (!row) {
    await db
      .insertInto('installationSecrets')
      .values({
        name: KEY_NAME,
        secret: randomBytes(32).toString('base64'),
        createdAt: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute()
    row = await stored()
  }
  if (!row) throw new Error('The data source key could not be stored')
  return Buffer.from(row.secret, 'base64')
}

/** AES-256-GCM: base64 of iv (12) | tag (16) | ciphertext. An empty password stays empty. */
export function encryptPassword(key: Buffer, password: string): string {
  if (password === '') return ''
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const body = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')
}

export function decryptPassword(key: Buffer, stored: string): string {
  if (stored === '') return ''
  const raw = Buffer.from(stored, 'base64')
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12))
  decipher.setAuthTag(raw.subarray(12, 28))
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
}
