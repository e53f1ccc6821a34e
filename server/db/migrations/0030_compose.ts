import type { Kysely, Migration } from 'kysely'
import type { Engine } from '../database.ts'
import { intDefault, notNull, textDefault, withId } from './columns.ts'

/**
 * Applications and what the designer composes in them (spec S0 §3): folders (of pages, templates or
 * symbols), pages with their layout blocks, page templates, symbols, and the export / import / upgrade
 * jobs of the application manager. Documents (`layout`, `context`, `content`) are text stored exactly as
 * the client sent them, compressed or not. Deleting an application deletes everything in it.
 */
export function composeMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, so it must not use today's table types.
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('applications'), engine, 'app_id')
        .addColumn('name', 'text', notNull)
        .addColumn('description', 'text', textDefault(''))
        .addColumn('app_version', 'text', textDefault('1.0.0'))
        .addColumn('icon', 'text', textDefault(''))
        // 'running' | 'stopped' | 'upgrading'
        .addColumn('status', 'text', textDefault('stopped'))
        // The status before an upgrade started, restored when it ends.
        .addColumn('status_before_upgrade', 'text', textDefault('stopped'))
        // 'none' | 'running' | 'succeeded' | 'partial' | 'failed' (spec S0 §4: updated per appId)
        .addColumn('upgrade_status', 'text', textDefault('none'))
        // No foreign key: pages reference their application, and the home page must not be deleted anyway.
        .addColumn('home_page_id', 'text')
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('version', 'integer', intDefault(1))
        .execute()

      await withId(db.schema.createTable('compose_folders'), engine, 'folder_id')
        .addColumn('app_id', 'integer', (c) =>
          c.notNull().references('applications.app_id').onDelete('cascade'),
        )
        .addColumn('parent_id', 'integer', (c) =>
          c.references('compose_folders.folder_id').onDelete('cascade'),
        )
        .addColumn('name', 'text', notNull)
        // What the folder holds: 'page' | 'template' | 'symbol'
        .addColumn('type', 'text', notNull)
        // 'folder' | 'category' (symbol categories are folders of type symbol, spec S0 §3)
        .addColumn('kind', 'text', textDefault('folder'))
        .addColumn('sort_order', 'integer', intDefault(0))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('version', 'integer', intDefault(1))
        .execute()
      await db.schema
        .createIndex('compose_folders_parent')
        .on('compose_folders')
        .columns(['app_id', 'type', 'parent_id'])
        .execute()

      await db.schema
        .createTable('compose_pages')
        .addColumn('page_id', 'text', (c) => c.primaryKey())
        .addColumn('app_id', 'integer', (c) =>
          c.notNull().references('applications.app_id').onDelete('cascade'),
        )
        .addColumn('parent_id', 'integer', (c) =>
          c.references('compose_folders.folder_id').onDelete('cascade'),
        )
        .addColumn('name', 'text', notNull)
        // 1 normal, 2 inner link, 3 link (spec S0 §3)
        .addColumn('type', 'integer', notNull)
        .addColumn('layout', 'text', notNull)
        .addColumn('url', 'text')
        .addColumn('sort_order', 'integer', intDefault(0))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('version', 'integer', intDefault(1))
        .execute()
      await db.schema
        .createIndex('compose_pages_parent')
        .on('compose_pages')
        .columns(['app_id', 'parent_id'])
        .execute()

      await db.schema
        .createTable('compose_layouts')
        .addColumn('layout_id', 'text', (c) => c.primaryKey())
        .addColumn('page_id', 'text', (c) =>
          c.notNull().references('compose_pages.page_id').onDelete('cascade'),
        )
        .addColumn('name', 'text', textDefault(''))
        .addColumn('context', 'text', notNull)
        .addColumn('sort_order', 'integer', intDefault(0))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('version', 'integer', intDefault(1))
        .execute()
      await db.schema.createIndex('compose_layouts_page').on('compose_layouts').column('page_id').execute()

      await withId(db.schema.createTable('compose_templates'), engine, 'template_id')
        .addColumn('app_id', 'integer', (c) =>
          c.notNull().references('applications.app_id').onDelete('cascade'),
        )
        .addColumn('parent_id', 'integer', (c) =>
          c.references('compose_folders.folder_id').onDelete('cascade'),
        )
        .addColumn('name', 'text', notNull)
        .addColumn('type', 'integer', notNull)
        .addColumn('layout', 'text', notNull)
        // JSON text: [{ id, name, context }], the blocks of the page the template reproduces.
        .addColumn('layouts', 'text', textDefault('[]'))
        .addColumn('url', 'text')
        .addColumn('sort_order', 'integer', intDefault(0))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('version', 'integer', intDefault(1))
        .execute()

      await withId(db.schema.createTable('compose_symbols'), engine, 'symbol_id')
        .addColumn('app_id', 'integer', (c) =>
          c.notNull().references('applications.app_id').onDelete('cascade'),
        )
        .addColumn('parent_id', 'integer', (c) =>
          c.references('compose_folders.folder_id').onDelete('cascade'),
        )
        .addColumn('name', 'text', notNull)
        .addColumn('template_name', 'text', textDefault(''))
        .addColumn('content', 'text', notNull)
        .addColumn('sort_order', 'integer', intDefault(0))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('version', 'integer', intDefault(1))
        .execute()

      await withId(db.schema.createTable('app_jobs'), engine, 'job_id')
        .addColumn('app_id', 'integer', (c) =>
          c.notNull().references('applications.app_id').onDelete('cascade'),
        )
        // 'export' | 'import' | 'upgrade'
        .addColumn('kind', 'text', notNull)
        // 'running' | 'succeeded' | 'partial' | 'failed'
        .addColumn('status', 'text', notNull)
        .addColumn('progress', 'integer', intDefault(0))
        .addColumn('message', 'text', textDefault(''))
        // JSON text: [{ kind, name, ok, message }], one entry per item the job handled.
        .addColumn('items', 'text', textDefault('[]'))
        .addColumn('file_name', 'text', textDefault(''))
        .addColumn('started_by', 'integer')
        .addColumn('started_at', 'text', notNull)
        .addColumn('finished_at', 'text')
        .execute()
      await db.schema.createIndex('app_jobs_app').on('app_jobs').columns(['app_id', 'kind']).execute()
    },
  }
}
