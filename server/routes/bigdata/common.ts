import { BIGDATA_MESSAGES } from '../../../engine/bigdata/messages.ts'
import { withValues } from '../../../engine/messages.ts'
import { checkTextLength } from '../../../engine/rules/names.ts'
import { conflict, ruleError } from '../../http/httpError.ts'
import '../../bigdata/tables.ts'

/** Each page of the big data menu (migration 0002) guards its own calls. */
export const SAMPLES = { access: { resource: 'samples-mgr' } } as const
export const EXPERIMENTS = { access: { resource: 'experiments-mgr' } } as const
export const RELEASES = { access: { resource: 'publish-mgr-release' } } as const

/**
 * The trimmed name, or 422/400 when empty or too long, 409 when `idWithName` finds another record
 * holding it.
 */
export async function checkedName(
  raw: string,
  status: 400 | 422,
  idWithName: (name: string) => Promise<number | undefined>,
  ownId?: number,
): Promise<string> {
  const name = raw.trim()
  if (name === '') throw ruleError(status, [BIGDATA_MESSAGES.nameRequired])
  const long = checkTextLength(name, 50)
  if (long) throw ruleError(status, [long])
  const same = await idWithName(name)
  if (same !== undefined && same !== ownId) throw conflict(withValues(BIGDATA_MESSAGES.nameTaken, { name }))
  return name
}
