import { decodeDashboard, encodeDashboard } from '../../../../engine/codec/dashboardCodec'
import { DASHBOARD_VERSION, type DashboardCardWire } from '../../../../engine/document/persisted'
import { type HttpResult, requestJson } from '../../../shell/http'

/** The welcome page's dashboard key (spec S1 §3: a user config per `mkey`). */
export const WELCOME_DASHBOARD = 'welcome'

export interface SavedDashboard {
  cards: DashboardCardWire[]
  /** The server's version: a save sends it, and a stale one is refused with 409. */
  version: number
}

interface DashboardReply {
  mkey: string
  configInfo: string
  fields: string
  version: number
}

/** The user's dashboard; an empty one when nothing was saved, or what was saved cannot be read. */
export async function loadDashboard(mkey: string): Promise<HttpResult<SavedDashboard>> {
  const result = await requestJson<DashboardReply>(
    'GET',
    `/api/auth/user/config/dashboard?mkey=${encodeURIComponent(mkey)}`,
  )
  if (!result.ok) return result
  const decoded = result.data.configInfo ? decodeDashboard(result.data.configInfo) : null
  return { ...result, data: { cards: decoded?.ok ? decoded.value.cards : [], version: result.data.version } }
}

/** The object properties the cards read, as `fields` lists them. */
function fieldsOf(cards: readonly DashboardCardWire[]): string[] {
  const keys = new Set<string>()
  for (const card of cards) {
    const bindings = (card.bindings ?? {}) as Record<string, { objName?: string; propName?: string }>
    for (const binding of Object.values(bindings))
      if (binding.objName && binding.propName) keys.add(`${binding.objName}.${binding.propName}`)
    const pens = (card.props.pens ?? []) as { objName?: string; propName?: string }[]
    for (const pen of pens) if (pen.objName && pen.propName) keys.add(`${pen.objName}.${pen.propName}`)
  }
  return [...keys].sort()
}

/** Saves the cards over `version`; the answer carries the new version. */
export async function saveDashboard(
  mkey: string,
  cards: DashboardCardWire[],
  version: number,
): Promise<HttpResult<SavedDashboard>> {
  const fields = fieldsOf(cards)
  const result = await requestJson<DashboardReply>('PUT', '/api/auth/user/config/dashboard', {
    mkey,
    configInfo: encodeDashboard({ version: DASHBOARD_VERSION, mkey, fields, cards }),
    fields: JSON.stringify(fields),
    version,
  })
  if (!result.ok) return result
  return { ...result, data: { cards, version: result.data.version } }
}
