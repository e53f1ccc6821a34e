import type { Generated } from 'kysely'

/*
 * Table types of migration 0025 (organisations and staff), joined to the shared `Database` interface by
 * module augmentation like the other metadata tables (../tables.ts).
 */

export interface OrganizationsTable {
  orgId: Generated<number>
  name: string
  description: Generated<string>
  /** NULL for a root organisation. */
  parentId: number | null
  sortOrder: Generated<number>
  createdAt: string
  updatedAt: string
  version: Generated<number>
}

export interface StaffTable {
  staffId: Generated<number>
  name: string
  code: Generated<string>
  post: Generated<string>
  phone: Generated<string>
  email: Generated<string>
  description: Generated<string>
  /** The linked user account (at most one person per account). */
  userId: number | null
  createdAt: string
  updatedAt: string
  version: Generated<number>
}

export interface StaffOrganizationsTable {
  staffId: number
  orgId: number
}

declare module '../../../db/schema.ts' {
  interface Database {
    organizations: OrganizationsTable
    staff: StaffTable
    staffOrganizations: StaffOrganizationsTable
  }
}
