import type { Kysely, Migration } from 'kysely'
import type { Engine } from '../database.ts'
import { notNull, textDefault, withId } from './columns.ts'

/**
 * Page views (spec S1 §2 "Page-view events are sent to an analytics service on every navigation"): one
 * row per navigation of a signed-in user, as the app reported it.
 */
export function pageViewsMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, so it must not use today's table types.
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('page_views'), engine, 'id')
        .addColumn('user_id', 'integer', notNull)
        .addColumn('username', 'text', textDefault(''))
        // The hash route as visited ('/design/user-manage/user-itemlist') and the route pattern it matched.
        .addColumn('path', 'text', notNull)
        .addColumn('pattern', 'text', notNull)
        .addColumn('title', 'text', textDefault(''))
        .addColumn('language', 'text', notNull)
        // The route the user came from inside the app; '' for the first view after loading it.
        .addColumn('referrer', 'text', textDefault(''))
        // When the browser showed the page, and when the server stored the event (ISO text).
        .addColumn('viewed_at', 'text', notNull)
        .addColumn('received_at', 'text', notNull)
        .execute()
      await db.schema.createIndex('page_views_viewed_at').on('page_views').column('viewed_at').execute()
    },
  }
}
