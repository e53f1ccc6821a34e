import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import type { ModelSource } from '../../../live/runtime.ts'
import type { LiveObjectDefinition } from '../../../live/types.ts'
import { loadObjectModels } from './load.ts'
import type { ObjectModel } from './types.ts'

/** What the live store needs of an instance: its effective properties and alarm limits. */
export function liveDefinition(model: ObjectModel): LiveObjectDefinition {
  return {
    name: model.name,
    templateName: model.templateName,
    properties: model.properties.map((property) => ({
      name: property.name,
      type: property.type,
      defaultValue: property.defaultValue,
      writable: property.writable,
      unit: property.unit,
      binding: property.binding,
      alarmLimits: (model.alertLimits[property.name] ?? []).map(
        ({ name, showName, alertType, limitValue, deadband, enabled, priority, color }) => ({
          name,
          showName,
          alertType,
          limitValue,
          deadband,
          enabled,
          priority,
          color,
        }),
      ),
    })),
  }
}

/** The live store's view of the metadata tables. */
export function metadataModelSource(db: Kysely<Database>): ModelSource {
  return {
    loadAll: async () => (await loadObjectModels(db, { all: true })).map(liveDefinition),
    load: async (names) => (await loadObjectModels(db, { names })).map(liveDefinition),
  }
}
