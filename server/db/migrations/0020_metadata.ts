import { type Kysely, type Migration, sql } from 'kysely'
import type { Engine } from '../database.ts'
import { intDefault, notNull, textDefault, withId } from './columns.ts'

/**
 * Object models (spec S0 §3 "Object metadata", §7 "Metadata"): templates, features, instances, their
 * properties, services/events and per-property alarm limits, model labels and label types, units, data
 * structures, networks and subscriptions.
 *
 * Properties, services and alarm limits share one table each for every owner kind: exactly one of
 * `template_id`, `feature_id`, `object_id` is set. An instance's row with the name of an inherited
 * property is an override (its NULL columns inherit); a row with a new name is the instance's own.
 * Names are unique case-insensitively (lower() indexes), so `Pump` and `pump` cannot both exist.
 * Members (properties, services, limits, bindings) have no version of their own: a template or an
 * instance is edited as one document, and its `version` guards every member edit.
 */
export function metadataMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, so it must not use today's table types.
    async up(db: Kysely<any>) {
      const uniqueLower = async (index: string, table: string, columns: string) => {
        await db.schema.createIndex(index).on(table).unique().expression(sql.raw(columns)).execute()
      }
      const named = async (table: string, idColumn: string, nameColumn = 'name', extra = true) => {
        let builder = withId(db.schema.createTable(table), engine, idColumn).addColumn(
          nameColumn,
          'text',
          notNull,
        )
        if (extra) builder = builder.addColumn('show_name', 'text', textDefault(''))
        await builder
          .addColumn('description', 'text', textDefault(''))
          .addColumn('created_at', 'text', notNull)
          .addColumn('updated_at', 'text', notNull)
          .addColumn('version', 'integer', intDefault(1))
          .execute()
        await uniqueLower(`${table}_name`, table, `lower(${nameColumn})`)
      }

      await named('object_templates', 'template_id')
      await named('features', 'feature_id')
      await db.schema
        .createTable('template_features')
        .addColumn('template_id', 'integer', (c) =>
          c.notNull().references('object_templates.template_id').onDelete('cascade'),
        )
        // A feature in use cannot be deleted: its properties live on in the templates' instances.
        .addColumn('feature_id', 'integer', (c) =>
          c.notNull().references('features.feature_id').onDelete('restrict'),
        )
        .addColumn('sort_order', 'integer', intDefault(0))
        .addPrimaryKeyConstraint('template_features_pk', ['template_id', 'feature_id'])
        .execute()

      await withId(db.schema.createTable('objects'), engine, 'object_id')
        .addColumn('name', 'text', notNull)
        .addColumn('show_name', 'text', textDefault(''))
        .addColumn('description', 'text', textDefault(''))
        .addColumn('template_id', 'integer', (c) =>
          c.references('object_templates.template_id').onDelete('restrict'),
        )
        .addColumn('visible', 'integer', intDefault(1))
        .addColumn('system_property', 'integer', intDefault(1))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('version', 'integer', intDefault(1))
        .execute()
      await uniqueLower('objects_name', 'objects', 'lower(name)')
      await db.schema.createIndex('objects_template').on('objects').column('template_id').execute()

      const owners = (table: ReturnType<typeof withId>) =>
        table
          .addColumn('template_id', 'integer', (c) =>
            c.references('object_templates.template_id').onDelete('cascade'),
          )
          .addColumn('object_id', 'integer', (c) => c.references('objects.object_id').onDelete('cascade'))

      await owners(withId(db.schema.createTable('model_properties'), engine, 'property_id'))
        .addColumn('feature_id', 'integer', (c) => c.references('features.feature_id').onDelete('cascade'))
        .addColumn('name', 'text', notNull)
        // NULL in an instance's override row: inherited from the template.
        .addColumn('show_name', 'text')
        .addColumn('description', 'text')
        .addColumn('type', 'text')
        .addColumn('default_value', 'text')
        .addColumn('unit', 'text')
        .addColumn('writable', 'integer')
        // JSON { connector, ...settings }: where a connector reads and publishes this instance property.
        .addColumn('binding', 'text')
        .addColumn('sort_order', 'integer', intDefault(0))
        .addCheckConstraint(
          'model_properties_one_owner',
          sql`(case when template_id is null then 0 else 1 end) + (case when feature_id is null then 0 else 1 end) + (case when object_id is null then 0 else 1 end) = 1`,
        )
        .execute()
      await uniqueLower('model_properties_template', 'model_properties', 'template_id, lower(name)')
      await uniqueLower('model_properties_feature', 'model_properties', 'feature_id, lower(name)')
      await uniqueLower('model_properties_object', 'model_properties', 'object_id, lower(name)')

      await owners(withId(db.schema.createTable('model_services'), engine, 'service_id'))
        // 'service' | 'event'
        .addColumn('kind', 'text', notNull)
        .addColumn('name', 'text', notNull)
        .addColumn('show_name', 'text', textDefault(''))
        .addColumn('description', 'text', textDefault(''))
        .addColumn('inputs', 'text', textDefault('[]'))
        .addColumn('outputs', 'text', textDefault('[]'))
        // JSON of a built-in action ({ kind: 'setProperties', ... }); never script text.
        .addColumn('action', 'text')
        .addColumn('sort_order', 'integer', intDefault(0))
        .addCheckConstraint(
          'model_services_one_owner',
          sql`(case when template_id is null then 0 else 1 end) + (case when object_id is null then 0 else 1 end) = 1`,
        )
        .execute()
      await uniqueLower('model_services_template', 'model_services', 'template_id, kind, lower(name)')
      await uniqueLower('model_services_object', 'model_services', 'object_id, kind, lower(name)')

      await owners(withId(db.schema.createTable('alert_limits'), engine, 'limit_id'))
        .addColumn('prop_name', 'text', notNull)
        .addColumn('name', 'text', notNull)
        .addColumn('show_name', 'text', textDefault(''))
        // 'gt' | 'ge' | 'lt' | 'le' (spec S1 §3)
        .addColumn('alert_type', 'text', notNull)
        .addColumn('limit_value', 'double precision', notNull)
        .addColumn('enabled', 'integer', intDefault(1))
        .addColumn('priority', 'integer', intDefault(1))
        .addColumn('color', 'text', textDefault(''))
        .addColumn('sort_order', 'integer', intDefault(0))
        .addCheckConstraint(
          'alert_limits_one_owner',
          sql`(case when template_id is null then 0 else 1 end) + (case when object_id is null then 0 else 1 end) = 1`,
        )
        .execute()
      await uniqueLower('alert_limits_template', 'alert_limits', 'template_id, prop_name, lower(name)')
      await uniqueLower('alert_limits_object', 'alert_limits', 'object_id, prop_name, lower(name)')

      await named('label_types', 'label_type_id', 'label_name', false)
      await withId(db.schema.createTable('model_labels'), engine, 'label_id')
        .addColumn('label_name', 'text', notNull)
        .addColumn('label_type_id', 'integer', (c) =>
          c.references('label_types.label_type_id').onDelete('restrict'),
        )
        .addColumn('description', 'text', textDefault(''))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('version', 'integer', intDefault(1))
        .execute()
      await uniqueLower('model_labels_name', 'model_labels', 'lower(label_name)')
      for (const owner of ['template', 'object'] as const) {
        const table = owner === 'template' ? 'object_templates' : 'objects'
        await db.schema
          .createTable(`${owner}_labels`)
          .addColumn(`${owner}_id`, 'integer', (c) =>
            c.notNull().references(`${table}.${owner}_id`).onDelete('cascade'),
          )
          .addColumn('label_id', 'integer', (c) =>
            c.notNull().references('model_labels.label_id').onDelete('cascade'),
          )
          .addPrimaryKeyConstraint(`${owner}_labels_pk`, [`${owner}_id`, 'label_id'])
          .execute()
      }

      await withId(db.schema.createTable('units'), engine, 'unit_id')
        .addColumn('name', 'text', notNull)
        .addColumn('description', 'text', textDefault(''))
        .addColumn('visible', 'integer', intDefault(1))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('version', 'integer', intDefault(1))
        .execute()
      await uniqueLower('units_name', 'units', 'lower(name)')

      await named('datastructs', 'datastruct_id')
      await withId(db.schema.createTable('datastruct_fields'), engine, 'field_id')
        .addColumn('datastruct_id', 'integer', (c) =>
          c.notNull().references('datastructs.datastruct_id').onDelete('cascade'),
        )
        .addColumn('name', 'text', notNull)
        .addColumn('type', 'text', notNull)
        .addColumn('description', 'text', textDefault(''))
        .addColumn('sort_order', 'integer', intDefault(0))
        .execute()
      await uniqueLower('datastruct_fields_name', 'datastruct_fields', 'datastruct_id, lower(name)')

      await named('networks', 'network_id', 'network_name')
      await db.schema
        .createTable('network_members')
        .addColumn('network_id', 'integer', (c) =>
          c.notNull().references('networks.network_id').onDelete('cascade'),
        )
        .addColumn('object_id', 'integer', (c) =>
          c.notNull().references('objects.object_id').onDelete('cascade'),
        )
        // Deleting a parent object makes its children roots of the network.
        .addColumn('parent_object_id', 'integer', (c) =>
          c.references('objects.object_id').onDelete('set null'),
        )
        .addColumn('network_order', 'integer', intDefault(0))
        .addPrimaryKeyConstraint('network_members_pk', ['network_id', 'object_id'])
        .execute()

      await withId(db.schema.createTable('model_subscriptions'), engine, 'subscription_id')
        .addColumn('object_id', 'integer', (c) =>
          c.notNull().references('objects.object_id').onDelete('cascade'),
        )
        .addColumn('owner_type', 'text', notNull)
        .addColumn('owner_name', 'text', notNull)
        // 'property' | 'event' | 'service'
        .addColumn('query_type', 'text', notNull)
        .addColumn('target', 'text', textDefault(''))
        .addColumn('created_at', 'text', notNull)
        .execute()
      await db.schema
        .createIndex('model_subscriptions_object')
        .on('model_subscriptions')
        .column('object_id')
        .execute()
    },
  }
}
