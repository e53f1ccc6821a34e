import type { Generated } from 'kysely'

/** The table of migration 0161, joined to the shared `Database` interface by module augmentation. */
export interface FormFilesTable {
  id: Generated<number>
  fileName: string
  storedName: string
  size: number
  extension: string
  userId: number
  username: string
  createdAt: string
}

declare module '../../../db/schema.ts' {
  interface Database {
    formFiles: FormFilesTable
  }
}
