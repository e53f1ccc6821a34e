import type { FastifyInstance } from 'fastify'
import { formatMessage, type MessageDescriptor, withValues } from '../../../../engine/messages.ts'
import { thirdPartyWidgetTypes } from '../../compose/documents/validate.ts'
import { type ItemResult, reportLine } from '../../compose/packages/pageEntries.ts'
import { JOB_MESSAGES } from '../jobMessages.ts'
import '../../plugins/tables.ts'

/*
 * Third-party plugins in application files. An export names every third-party plugin its pages and
 * templates use (id, the version and module checksum installed when it was made) but never carries the
 * plugin itself: a plugin's module is code that runs in every user's browser, and only a system
 * administrator installs one, after checking it (the plugin screen shows its checksum); an application
 * file is imported by application managers, so carrying modules in it would bypass that. The importing
 * server keeps the widgets of plugins it does not have (the missing-plugin placeholder shows in their
 * place until an administrator installs the plugin) and its import report lists them with their versions.
 */

/** A third-party plugin an exported application uses; version and checksum null when not installed then. */
export interface PluginUse {
  id: string
  version: number | null
  checksum: string | null
}

/** "meter.progressRing 2, acme.valve (version unknown)" for the report's summary line. */
function pluginList(uses: PluginUse[]): string {
  return uses
    .map((use) =>
      use.version === null
        ? `${use.id} (${formatMessage(JOB_MESSAGES.pluginVersionUnknown)})`
        : `${use.id} ${use.version}`,
    )
    .join(', ')
}

const labelOf = (use: PluginUse) => (use.version === null ? use.id : `${use.id} ${use.version}`)

/** The third-party plugins the block contexts use, as this server has them now, by id. */
export async function pluginsUsed(app: FastifyInstance, contexts: string[]): Promise<PluginUse[]> {
  const types = new Set(contexts.flatMap(thirdPartyWidgetTypes))
  if (types.size === 0) return []
  const rows = await app.db
    .selectFrom('thirdPartyPlugins')
    .select(['pluginId', 'version', 'checksum'])
    .where('pluginId', 'in', [...types])
    .execute()
  const byId = new Map(rows.map((row) => [row.pluginId, row]))
  return [...types].sort().map((id) => {
    const row = byId.get(id)
    return { id, version: row?.version ?? null, checksum: row?.checksum ?? null }
  })
}

/** The export report's line on the plugins the file names and does not carry; none when it uses none. */
export function pluginsNotCarried(uses: PluginUse[]): MessageDescriptor[] {
  return uses.length === 0 ? [] : [withValues(JOB_MESSAGES.pluginsNotCarried, { plugins: pluginList(uses) })]
}

/** What an import tells about plugins: a summary line and one report item per plugin. */
export interface PluginReport {
  details: MessageDescriptor[]
  items: ItemResult[]
}

/**
 * The import report's plugin lines: each plugin whose widgets were kept without it (`missing`, with the
 * version the file names), and each installed here at a lower version than the file was made with.
 */
export function importPluginReport(app: FastifyInstance, missing: Set<string>, named: unknown): PluginReport {
  const declared = new Map<string, PluginUse>()
  if (Array.isArray(named)) {
    for (const use of named as PluginUse[]) {
      if (typeof use?.id !== 'string') continue
      declared.set(use.id, {
        id: use.id,
        version: Number.isInteger(use.version) ? use.version : null,
        checksum: typeof use.checksum === 'string' ? use.checksum : null,
      })
    }
  }
  const absent = [...missing].sort().map((id) => declared.get(id) ?? { id, version: null, checksum: null })
  const items: ItemResult[] = absent.map((use) =>
    reportLine(
      'plugin',
      labelOf(use),
      false,
      withValues(JOB_MESSAGES.pluginMissing, { name: labelOf(use) }),
      {
        id: use.id,
      },
    ),
  )
  for (const use of declared.values()) {
    const installed = app.installedPlugins.manifests.get(use.id)
    if (!installed || use.version === null || installed.version >= use.version) continue
    const name = labelOf(use)
    items.push(
      reportLine(
        'plugin',
        name,
        false,
        withValues(JOB_MESSAGES.pluginOlder, { name, installed: installed.version }),
        {
          id: use.id,
        },
      ),
    )
  }
  const details =
    absent.length === 0 ? [] : [withValues(JOB_MESSAGES.pluginsMissing, { plugins: pluginList(absent) })]
  return { details, items }
}
