import type { Generated } from 'kysely'

/*
 * Table types of migration 0030_compose, merged into the shared `Database` interface here so the
 * compose and application modules keep their tables beside their code (the shared schema file stays
 * untouched). Conventions as in server/db/schema.ts: ISO text timestamps, JSON as text, `version`.
 */

export interface ApplicationsTable {
  appId: Generated<number>
  name: string
  description: Generated<string>
  appVersion: Generated<string>
  icon: Generated<string>
  /** 'running' | 'stopped' | 'upgrading' */
  status: Generated<string>
  statusBeforeUpgrade: Generated<string>
  /** 'none' | 'running' | 'succeeded' | 'partial' | 'failed' */
  upgradeStatus: Generated<string>
  homePageId: string | null
  createdAt: string
  updatedAt: string
  version: Generated<number>
}

export interface ComposeFoldersTable {
  folderId: Generated<number>
  appId: number
  parentId: number | null
  name: string
  /** 'page' | 'template' | 'symbol' */
  type: string
  /** 'folder' | 'category' */
  kind: Generated<string>
  sortOrder: Generated<number>
  createdAt: string
  updatedAt: string
  version: Generated<number>
}

export interface ComposePagesTable {
  pageId: string
  appId: number
  parentId: number | null
  name: string
  type: number
  /** The page layout document (v1.1), as sent. */
  layout: string
  /** Link pages: JSON {resourceType, resourceCode}. */
  url: string | null
  sortOrder: Generated<number>
  createdAt: string
  updatedAt: string
  version: Generated<number>
}

export interface ComposeLayoutsTable {
  layoutId: string
  pageId: string
  name: Generated<string>
  /** The block's context document (v1.0), as sent. */
  context: string
  sortOrder: Generated<number>
  createdAt: string
  updatedAt: string
  version: Generated<number>
}

export interface ComposeTemplatesTable {
  templateId: Generated<number>
  appId: number
  parentId: number | null
  name: string
  type: number
  layout: string
  /** JSON text: [{ id, name, context }]. */
  layouts: Generated<string>
  url: string | null
  sortOrder: Generated<number>
  createdAt: string
  updatedAt: string
  version: Generated<number>
}

export interface ComposeSymbolsTable {
  symbolId: Generated<number>
  appId: number
  parentId: number | null
  name: string
  templateName: Generated<string>
  /** The symbol document (v1.0), as sent. */
  content: string
  sortOrder: Generated<number>
  createdAt: string
  updatedAt: string
  version: Generated<number>
}

export interface AppJobsTable {
  jobId: Generated<number>
  appId: number
  /** 'export' | 'import' | 'upgrade' */
  kind: string
  /** 'running' | 'succeeded' | 'partial' | 'failed' */
  status: string
  progress: Generated<number>
  message: Generated<string>
  /** JSON text: [{ kind, name, ok, message, details? }]. */
  items: Generated<string>
  /** JSON text: the message as catalogue descriptors ('[]' on rows from before they were stored). */
  details: Generated<string>
  fileName: Generated<string>
  startedBy: number | null
  startedAt: string
  finishedAt: string | null
  /** The server process running the job (a random id per start); null on rows from before leases. */
  ownerId: string | null
  /** Renewed by the owner while the job runs (database clock, ISO text). */
  heartbeatAt: string | null
}

declare module '../../db/schema.ts' {
  interface Database {
    applications: ApplicationsTable
    composeFolders: ComposeFoldersTable
    composePages: ComposePagesTable
    composeLayouts: ComposeLayoutsTable
    composeTemplates: ComposeTemplatesTable
    composeSymbols: ComposeSymbolsTable
    appJobs: AppJobsTable
  }
}
