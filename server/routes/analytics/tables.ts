import type { Generated } from 'kysely'

/** The table of migration 0050, joined to the shared `Database` interface by module augmentation. */
export interface PageViewsTable {
  id: Generated<number>
  userId: number
  username: Generated<string>
  path: string
  pattern: string
  title: Generated<string>
  language: string
  referrer: Generated<string>
  viewedAt: string
  receivedAt: string
}

declare module '../../db/schema.ts' {
  interface Database {
    pageViews: PageViewsTable
  }
}
