import type { FastifyInstance, FastifyRequest } from 'fastify'
import { formatMessage } from '../../engine/messages.ts'
import { type DataAccess, NO_DATA_ACCESS } from '../../engine/rules/dataAccess.ts'
import { MESSAGES } from '../../engine/rules/responses.ts'
import { loadDataAccess } from '../routes/auth/dataGroups/authority.ts'
import { isPasswordExpired } from '../routes/auth/passwd/expiry.ts'
import { DESIGN_RESOURCE } from '../routes/compose/access.ts'
import { AccessCache } from './accessCache.ts'
import { redeemDownloadToken } from './downloadTokens.ts'
import { HttpError } from './httpError.ts'
import { HTTP_MESSAGES } from './messages.ts'
import {
  ADMIN_USER_ID,
  findSession,
  hashTicket,
  now,
  permittedResourceCodes,
  type SessionUser,
  sessionExpiry,
} from './session.ts'

/**
 * Who may call a route:
 * - 'public': anyone (login, SMS code);
 * - 'passwordChange': any session, also one that must change its password first (updatePwd, logout, ...);
 * - 'session': a session that has no pending forced password change;
 * - { resource }: such a session whose user holds that resource (admin holds every resource).
 */
export type Access = 'public' | 'passwordChange' | 'session' | { resource: string }

const _SESSION_TIMEOUT = formatMessage(MESSAGES.sessionTimeout)
const touchedAt = new WeakMap<object, Map<string, number>>()
// Keyed by the database handle: route plugins see their own encapsulated FastifyInstance, but all
// share the one `app.db`, so every context finds the same cache.
const caches = new WeakMap<object, AccessCache>()

function cacheOf(app: FastifyInstance): AccessCache {
  let cache = caches.get(app.db)
  if (!cache) {
    cache = new AccessCache()
    caches.set(app.db, cache)
  }
  return cache
}

const writeListeners = new WeakMap<object, Set<() => void>>()

/**
 * Calls `listener` after every API write of this process has answered (a logout, a disabled user, a
 * changed grant): what holds state derived from sessions, like open WebSockets, re-checks it at once.
 */
export function onApiWrite(app: FastifyInstance, listener: () => void): () => void {
  let listeners = writeListeners.get(app.db)
  if (!listeners) {
    listeners = new Set()
    writeListeners.set(app.db, listeners)
  }
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Forgets the cached sessions and resource codes. Request writes do this on their own (see
 * `forgetOnWrite`); work outside a request that changes resources or grants (background jobs, seeding)
 * calls it.
 */
export function forgetCachedAccess(app: FastifyInstance): void {
  caches.get(app.db)?.clear()
}

/** An /api route as registered, with its declared access rule. */
export interface ApiRoute {
  method: string
  url: string
  access: Access
  /** The route's JSON schemas (the bad-input walk builds sample requests from them). */
  schema: { body?: unknown; querystring?: unknown; params?: unknown }
  websocket: boolean
}

const apiRoutes = new WeakMap<object, ApiRoute[]>()

/** Every /api route of the app as registered (the permission matrix and the route walks use it). */
export function apiRoutesOf(app: FastifyInstance): readonly ApiRoute[] {
  return apiRoutes.get(app.db) ?? []
}

/** Reads the bearer ticket, loads the session and enforces each route's `config.access`. */
export function registerAccessControl(app: FastifyInstance): void {
  app.decorateRequest('session', null)
  app.decorateRequest('operation', null)

  // A route without a declared access rule is a bug: refuse to start rather than serve it open.
  const routes: ApiRoute[] = []
  apiRoutes.set(app.db, routes)
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path
    if (!url.startsWith('/api/')) return
    const access = route.config?.access
    if (access === undefined) throw new Error(`Route ${route.method} ${url} declares no config.access`)
    const schema = (route.schema ?? {}) as ApiRoute['schema']
    const websocket = (route as { websocket?: boolean }).websocket === true
    for (const method of [route.method].flat()) routes.push({ method, url, access, schema, websocket })
  })

  // Any write may change who holds which session or resource: forget the cached reads when it starts
  // and again once it has answered (a read running alongside may have cached the old state meanwhile).
  const forgetOnWrite = async (request: FastifyRequest) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') cacheOf(app).clear()
  }
  app.addHook('onRequest', forgetOnWrite)
  app.addHook('onResponse', async (request) => {
    await forgetOnWrite(request)
    if (request.method === 'GET' || request.method === 'HEAD') return
    for (const listener of writeListeners.get(app.db) ?? []) listener()
  })

  // Before the body is parsed or any field validated: a caller without the right learns nothing about
  // a route's fields, and a guest's body is never parsed. (Not on request: the WebSocket plugin's own
  // onRequest hook, registered later, must still see a refused upgrade to close its socket.)
  app.addHook('preParsing', async (request, _reply, payload) => {
    await checkAccess(app, request)
    return payload
  })
}

/** Loads the caller's session and enforces the route's `config.access` (401 / 403). */
async function checkAccess(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const access = request.routeOptions.config.access
  if (access === undefined) return
  // During maintenance only the open paths (all public) get here; the database is being replaced, so
  // they answer without waiting on it for the caller's session.
  if (access === 'public' && app.maintenance.active) return
  const ticketHash = await readTicketHash(app, request)
  request.session = ticketHash ? await loadSession(app, ticketHash) : null
  if (access === 'public') return
  if (!request.session)
    throw new HttpError(401, ticketHash ? MESSAGES.sessionTimeout : HTTP_MESSAGES.logInFirst)
  if (access === 'passwordChange') return
  if (request.session.passwordChange === 'required') {
    throw new HttpError(403, HTTP_MESSAGES.changePasswordFirst)
  }
  if (access === 'session') return
  await requireResource(app, request, access.resource)
}

/** 403 unless the caller holds `resourceCode`; for handlers whose rule depends on the input. */
export async function requireResource(
  app: FastifyInstance,
  request: FastifyRequest,
  resourceCode: string,
): Promise<void> {
  if (!(await holdsResource(app, request, resourceCode))) {
    throw new HttpError(403, HTTP_MESSAGES.noPermission)
  }
}

/** The caller of a route whose access rule requires a session (never null there). */
export function sessionOf(request: FastifyRequest): SessionUser {
  if (!request.session) throw new HttpError(401, HTTP_MESSAGES.logInFirst)
  return request.session
}

/** Whether the caller holds `resourceCode`; the admin always does. */
export async function holdsResource(
  app: FastifyInstance,
  request: FastifyRequest,
  resourceCode: string,
): Promise<boolean> {
  const session = request.session
  if (!session) return false
  if (session.userId === ADMIN_USER_ID) return true
  return (await resourceCodesFor(app, session.userId)).has(resourceCode)
}

/** The resource codes a user holds (directly or by roles), cached with the sessions. */
export async function resourceCodesFor(app: FastifyInstance, userId: number): Promise<Set<string>> {
  const cache = cacheOf(app)
  const nowMs = Date.now()
  let codes = cache.resources(userId, app.maintenance.epoch, nowMs)
  if (!codes) {
    codes = await permittedResourceCodes(app.db, userId)
    cache.rememberResources(userId, codes, app.maintenance.epoch, nowMs)
  }
  return codes
}

/**
 * A user's permissions over live object data (data authorisation groups), cached like resource codes:
 * a group edit applies at once in this process and within the cache's lifetime in the others.
 */
export async function dataAccessFor(app: FastifyInstance, userId: number): Promise<DataAccess> {
  const cache = cacheOf(app)
  const nowMs = Date.now()
  let access = cache.dataAccess(userId, app.maintenance.epoch, nowMs)
  if (!access) {
    access = await loadDataAccess(app.db, userId)
    cache.rememberDataAccess(userId, access, app.maintenance.epoch, nowMs)
  }
  return access
}

/**
 * Whether a user may watch the plant's live values at all (issue 17): designers (who preview bindings)
 * and anyone holding a runtime grant (an application, page folder or page). Within that, the data
 * authorisation groups decide per object and property. The administrator holds every resource.
 */
export async function mayWatchPlant(app: FastifyInstance, userId: number): Promise<boolean> {
  const codes = await resourceCodesFor(app, userId)
  if (codes.has(DESIGN_RESOURCE)) return true
  for (const code of codes) if (code.startsWith('App_') || code.startsWith('Page_')) return true
  return false
}

/**
 * What a user may read and write of the live plant: their data groups, but nothing at all for a user who
 * may not watch the plant (`mayWatchPlant`). The REST calls and the WebSocket both take it.
 */
export async function plantAccessFor(app: FastifyInstance, userId: number): Promise<DataAccess> {
  return (await mayWatchPlant(app, userId)) ? dataAccessFor(app, userId) : NO_DATA_ACCESS
}

/** The caller's permissions over live data (a route whose access rule requires a session). */
export function dataAccessOf(app: FastifyInstance, request: FastifyRequest): Promise<DataAccess> {
  return plantAccessFor(app, sessionOf(request).userId)
}

/**
 * The hash of the caller's ticket: from `Authorization: Bearer`, from `?ticket=` on the WebSocket (a
 * browser cannot give it a header), or from a one-use `?download=` token on download addresses.
 */
async function readTicketHash(app: FastifyInstance, request: FastifyRequest): Promise<string | undefined> {
  const header = request.headers.authorization
  if (header?.startsWith('Bearer ')) {
    const ticket = header.slice('Bearer '.length).trim()
    return ticket ? hashTicket(ticket) : undefined
  }
  const { ticketInQuery, downloadToken } = request.routeOptions.config
  if (!ticketInQuery && !downloadToken) return undefined
  const query = (request.query ?? {}) as { ticket?: unknown; download?: unknown }
  if (ticketInQuery && typeof query.ticket === 'string' && query.ticket !== '')
    return hashTicket(query.ticket)
  if (downloadToken && typeof query.download === 'string' && query.download !== '') {
    return redeemDownloadToken(app.db, query.download, request.url.split('?')[0] ?? '')
  }
  return undefined
}

async function loadSession(app: FastifyInstance, ticketHash: string): Promise<SessionUser | null> {
  const cache = cacheOf(app)
  const nowMs = Date.now()
  let row = cache.session(ticketHash, app.maintenance.epoch, nowMs)
  if (!row) {
    row = await findSession(app.db, ticketHash)
    if (!row) return null
    cache.rememberSession(ticketHash, row, app.maintenance.epoch, nowMs)
  }
  const at = now()
  // The stored expiry slides at most once a minute; the absolute lifetime is checked on every request.
  if (
    row.expiresAt <= at ||
    sessionExpiry(row.createdAt, at, app.config.sessions) <= at ||
    row.enabled !== 1
  ) {
    cache.clear()
    await app.db.deleteFrom('sessions').where('ticketHash', '=', ticketHash).execute()
    return null
  }
  await slideExpiry(app, ticketHash, row.createdAt, at)
  const settings = await app.passwordSettings.get()
  const expired = isPasswordExpired(row.passwordChangedAt, settings, at)
  return {
    userId: row.userId,
    username: row.username,
    realName: row.realName,
    ticketHash,
    passwordChange: row.mustChangePassword === 1 || expired ? 'required' : 'none',
  }
}

/** The idle timeout slides with use; written at most once a minute per session to spare the writes. */
async function slideExpiry(
  app: FastifyInstance,
  ticketHash: string,
  createdAt: string,
  at: string,
): Promise<void> {
  let seen = touchedAt.get(app.db)
  if (!seen) {
    seen = new Map()
    touchedAt.set(app.db, seen)
  }
  const last = seen.get(ticketHash) ?? 0
  const nowMs = Date.parse(at)
  if (nowMs - last < 60_000) return
  seen.set(ticketHash, nowMs)
  if (seen.size > 10_000) seen.clear()
  await app.db
    .updateTable('sessions')
    .set({
      lastSeenAt: at,
      expiresAt: sessionExpiry(createdAt, at, app.config.sessions),
    })
    .where('ticketHash', '=', ticketHash)
    .execute()
}
