import type { Kysely } from 'kysely'
import { withValues } from '../../../../engine/messages.ts'
import type { Database } from '../../../db/schema.ts'
import { HttpError } from '../../../http/httpError.ts'
import { METADATA_ROUTE_MESSAGES } from '../messages.ts'
import type { LimitInput } from './memberRules.ts'
import type { RuleStatus } from './rules.ts'
import '../../../flow/tables.ts'

/**
 * An alarm limit's process (alarm → to-do loop) must name a workflow diagram that has a published version,
 * so a misspelt name is refused when saved rather than failing silently when the alarm comes.
 */
export async function assertLimitProcesses(
  db: Kysely<Database>,
  status: RuleStatus,
  limits: readonly LimitInput[],
): Promise<void> {
  const named = limits.filter((limit) => (limit.processName ?? '').trim() !== '')
  if (named.length === 0) return
  const names = [...new Set(named.map((limit) => (limit.processName ?? '').trim()))]
  const rows = await db
    .selectFrom('flowDiagrams')
    .select('diagramName')
    .where('diagramName', 'in', names)
    .where('defaultVersionId', 'is not', null)
    .execute()
  const published = new Set(rows.map((row) => row.diagramName))
  const missing = named.find((limit) => !published.has((limit.processName ?? '').trim()))
  if (missing)
    throw new HttpError(
      status,
      withValues(METADATA_ROUTE_MESSAGES.limitProcessUnknown, {
        name: missing.name,
        process: (missing.processName ?? '').trim(),
      }),
    )
}

/** The same for limits by property name (template and object create). */
export function assertLimitProcessesMap(
  db: Kysely<Database>,
  status: RuleStatus,
  map: Record<string, readonly LimitInput[]> | undefined,
): Promise<void> {
  return assertLimitProcesses(db, status, Object.values(map ?? {}).flat())
}
