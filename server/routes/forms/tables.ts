import type { Generated } from 'kysely'

/** The table of migration 0060, joined to the shared `Database` interface by module augmentation. */
export interface FormRecordsTable {
  id: Generated<number>
  formName: string
  /** JSON object text of the submitted values. */
  formValues: string
  pageId: Generated<string>
  userId: number
  username: string
  createdAt: string
  updatedAt: string
  version: Generated<number>
}

declare module '../../db/schema.ts' {
  interface Database {
    formRecords: FormRecordsTable
  }
}
