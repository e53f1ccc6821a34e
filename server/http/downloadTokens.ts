import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { hashTicket, now } from './session.ts'

/**
 * A browser download (a link, `<a download>`) cannot send the bearer header, and a ticket in its address
 * would stay in proxy and server logs, the browser history and Referer headers. Instead the app asks for
 * a token that stands for its session on that one address, once, for this long.
 */
export const DOWNLOAD_TOKEN_SECONDS = 60

/** A new one-use token for `path` (the address without its query, as the browser will send it). */
export async function issueDownloadToken(
  db: Kysely<Database>,
  ticketHash: string,
  path: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const at = now()
  // Spent or expired tokens are swept here rather than by a timer.
  await db.deleteFrom('downloadTokens').where('expiresAt', '<=', at).execute()
  await db
    .insertInto('downloadTokens')
    .values({
      tokenHash: hashTicket(token),
      ticketHash,
      path,
      expiresAt: new Date(Date.parse(at) + DOWNLOAD_TOKEN_SECONDS * 1000).toISOString(),
    })
    .execute()
  return token
}

/**
 * Spends a token: the hash of the session ticket it stands for when it was issued for `path` and has
 * not expired, else undefined. Either way it cannot be used again.
 */
export async function redeemDownloadToken(
  db: Kysely<Database>,
  token: string,
  path: string,
): Promise<string | undefined> {
  const row = await db
    .deleteFrom('downloadTokens')
    .where('tokenHash', '=', hashTicket(token))
    .returning(['ticketHash', 'path', 'expiresAt'])
    .executeTakeFirst()
  return row && row.path === path && row.expiresAt > now() ? row.ticketHash : undefined
}
