import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { BackupManifest, BackupSignature } from './format.ts'

/*
 * A backup's checksum only shows that it is intact: anyone who edits one can recompute it. Its manifest
 * (which holds that checksum) is therefore also signed with HMAC-SHA256 under a key the installation
 * keeps to itself, so a restore can tell a backup made here from one edited or made elsewhere.
 */

const KEY_NAME = 'backup-signing-key'

/**
 * The installation's signing key: `GANTRY_BACKUP_KEY` when set (installations that must restore each
 * other's backups share it), else a random key created on first use and kept in the database, where every
 * process on it finds the same one. Backups never contain it and a restore keeps it.
 */
export async function installationKey(db: Kysely<Database>, configured: string | undefined): Promise<Buffer> {
  if (configured) return createHash('sha256').update(configured).digest()
  const stored = () =>
    db.selectFrom('installationSecrets').select('secret').where('name', '=', KEY_NAME).executeTakeFirst()
  let row = await stored()
  if (!row) {
    // Two processes creating it at once: the first insert wins and both read it back.
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
  if (!row) throw new Error('The backup signing key could not be stored')
  return Buffer.from(row.secret, 'base64')
}

/** The key's public name: tells "signed by another installation" from "edited after signing". */
function keyId(key: Buffer): string {
  return createHash('sha256').update('gantry-backup-key-id').update(key).digest('hex').slice(0, 16)
}

function mac(key: Buffer, manifest: Omit<BackupManifest, 'signature'>): string {
  return createHmac('sha256', key).update(JSON.stringify(manifest)).digest('hex')
}

/** Signs a manifest (everything in it but the signature itself, in its written order). */
export function signManifest(key: Buffer, manifest: Omit<BackupManifest, 'signature'>): BackupSignature {
  return { algorithm: 'hmac-sha256', keyId: keyId(key), value: mac(key, manifest) }
}

/**
 * Whether this installation made the backup: 'valid', 'unsigned' (no signature: older Gantry, or
 * stripped), 'foreign' (signed with another installation's key) or 'forged' (signed with this key, but
 * changed since).
 */
export function signatureStatus(
  key: Buffer,
  manifest: BackupManifest,
): 'valid' | 'unsigned' | 'foreign' | 'forged' {
  const { signature, ...signed } = manifest
  if (!signature) return 'unsigned'
  if (signature.keyId !== keyId(key)) return 'foreign'
  const expected = Buffer.from(mac(key, signed), 'hex')
  const actual = Buffer.from(signature.value, 'hex')
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? 'valid' : 'forged'
}
