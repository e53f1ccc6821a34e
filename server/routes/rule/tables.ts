import type { Generated } from 'kysely'

/** The table of migration 0140, joined to the shared `Database` interface by module augmentation. */
export interface ValidationRulesTable {
  ruleId: Generated<number>
  name: string
  pattern: string
  message: string
  description: Generated<string>
  createdAt: string
  updatedAt: string
}

declare module '../../db/schema.ts' {
  interface Database {
    validationRules: ValidationRulesTable
  }
}
