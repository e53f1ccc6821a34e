import { type Kysely, sql } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import type { SessionUser } from '../../../http/session.ts'
import type { PageViewInput } from './schema.ts'

/** One stored page view, as the list call answers it. */
export interface StoredPageView extends PageViewInput {
  id: number
  userId: number
  username: string
  receivedAt: string
}

/** Stores a batch of one user's views in one statement. */
export async function insertPageViews(
  db: Kysely<Database>,
  user: Pick<SessionUser, 'userId' | 'username'>,
  views: readonly PageViewInput[],
  receivedAt: string,
): Promise<void> {
  await db
    .insertInto('pageViews')
    .values(
      views.map((view) => ({
        userId: user.userId,
        username: user.username,
        path: view.path,
        pattern: view.pattern,
        title: view.title,
        language: view.language,
        referrer: view.referrer,
        // Stored in UTC so that text comparison orders them on both engines.
        viewedAt: new Date(view.viewedAt).toISOString(),
        receivedAt,
      })),
    )
    .execute()
}

/** The most viewed paths of a period, with how many distinct users viewed each. */
export interface PageViewSummary {
  from: string
  to: string
  views: number
  users: number
  top: { path: string; pattern: string; title: string; views: number; users: number }[]
}

export async function summarisePageViews(
  db: Kysely<Database>,
  period: { from: string; to: string },
  limit: number,
): Promise<PageViewSummary> {
  const inPeriod = db
    .selectFrom('pageViews')
    .where('viewedAt', '>=', period.from)
    .where('viewedAt', '<', period.to)
  const totals = await inPeriod
    .select([
      sql<number | string>`count(*)`.as('views'),
      sql<number | string>`count(distinct user_id)`.as('users'),
    ])
    .executeTakeFirst()
  const top = await inPeriod
    .select([
      'path',
      sql<string>`max(pattern)`.as('pattern'),
      // Titles of one path differ only by language or a renamed menu entry: any of them names it.
      sql<string>`max(title)`.as('title'),
      sql<number | string>`count(*)`.as('views'),
      sql<number | string>`count(distinct user_id)`.as('users'),
    ])
    .groupBy('path')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('path')
    .limit(limit)
    .execute()
  // PostgreSQL answers counts as bigint text.
  return {
    ...period,
    views: Number(totals?.views ?? 0),
    users: Number(totals?.users ?? 0),
    top: top.map((row) => ({ ...row, views: Number(row.views), users: Number(row.users) })),
  }
}
