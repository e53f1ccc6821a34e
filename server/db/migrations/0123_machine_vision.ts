import type { Kysely, Migration } from 'kysely'
import type { Engine } from '../database.ts'
import { intDefault, notNull, textDefault, withId } from './columns.ts'

/**
 * Machine vision (issue 27, /design/industry-big-data/machine-vision): image sets with their labels,
 * folders and model service, and their images with the boxes people drew on them. An image's bytes are
 * kept in its row (base64 text, under 5 MB by the picture rule) so an upload, a delete and a backup
 * treat the picture and its annotations as one record on both engines.
 */
export function machineVisionMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, so it must not use today's table types.
    async up(db: Kysely<any>) {
      await withId(db.schema.createTable('vision_sets'), engine, 'set_id')
        .addColumn('name', 'text', (c) => c.notNull().unique())
        // JSON text: [{ name, color }]
        .addColumn('labels', 'text', textDefault('[]'))
        // JSON text: folder names; an image outside every folder has folder ''.
        .addColumn('folders', 'text', textDefault('[]'))
        // The model service: '' when none; POSTed an image, answers predictions.
        .addColumn('model_url', 'text', textDefault(''))
        .addColumn('model_timeout_ms', 'integer', intDefault(5000))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('version', 'integer', intDefault(1))
        .execute()

      await withId(db.schema.createTable('vision_images'), engine, 'image_id')
        .addColumn('set_id', 'integer', (c) =>
          c.notNull().references('vision_sets.set_id').onDelete('cascade'),
        )
        .addColumn('folder', 'text', textDefault(''))
        .addColumn('file_name', 'text', notNull)
        .addColumn('mime_type', 'text', notNull)
        .addColumn('width', 'integer', notNull)
        .addColumn('height', 'integer', notNull)
        .addColumn('size', 'integer', notNull)
        // base64 of the file as uploaded.
        .addColumn('data', 'text', notNull)
        // JSON text: [{ id, label, x, y, w, h }] in image pixels.
        .addColumn('boxes', 'text', textDefault('[]'))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('version', 'integer', intDefault(1))
        .execute()
      await db.schema
        .createIndex('vision_images_name')
        .on('vision_images')
        .columns(['set_id', 'folder', 'file_name'])
        .unique()
        .execute()
    },
  }
}
