import { resolve } from 'node:path'
import { parseCspSources, parseFrameAncestors } from './http/securityHeaders.ts'

/** Everything the server reads from its environment, resolved once at start-up. */
export interface ServerConfig {
  port: number
  host: string
  /** Where the SQLite file, backups and uploads live. */
  dataDir: string
  /** PostgreSQL instead of the embedded SQLite file when set. */
  databaseUrl: string | undefined
  /**
   * A TrueType/OpenType font (or collection) with Chinese glyphs for report PDFs (`GANTRY_REPORT_FONT`);
   * unset: the first of a few usual system fonts, else PDFs print only Latin text.
   */
  reportFont: string | undefined
  /** The seeded admin's initial password; a random one is generated and printed when unset. */
  adminPassword: string | undefined
  /** The built app served beside the API; `undefined` serves the API only (tests). */
  distDir: string | undefined
  /** How long sessions last and how many one user may hold. */
  sessions: SessionLimits
  /** Login attempts allowed per client address and per username in one window. */
  loginRateLimit: { max: number; windowSeconds: number }
  sms: SmsConfig
  /** Where stored page views are also sent (`GANTRY_ANALYTICS_URL`); unset: they stay here only. */
  analyticsForwardUrl: string | undefined
  /**
   * Proxies whose `X-Forwarded-For` names the client (`GANTRY_TRUSTED_PROXIES`: addresses or CIDR ranges,
   * comma-separated). Empty: the connecting address is the client, whatever the header says.
   */
  trustedProxies: string[]
  /** Backups: the shared signing key (`GANTRY_BACKUP_KEY`, unset: the installation's own) and the largest restore. */
  backup: { signingKey: string | undefined; restoreMaxBytes: number }
  /** CSP `frame-ancestors`: who may show the app in a frame (`GANTRY_FRAME_ANCESTORS`, default `'self'`). */
  frameAncestors: string
  /**
   * Where videos may stream from besides this server (`GANTRY_MEDIA_SOURCES`: CSP sources separated by
   * spaces, e.g. `https://cameras.plant.example`): added to `media-src`, and to `connect-src` because the
   * HLS player fetches its segments. Default none.
   */
  mediaSources: string
}

export interface SessionLimits {
  /** A session ends after this long without a request (`GANTRY_SESSION_IDLE_MINUTES`). */
  idleMinutes: number
  /** ... and this long after its login, however busy (`GANTRY_SESSION_MAX_HOURS`). */
  maxHours: number
  /** A login beyond this many sessions of one user ends that user's least recently used ones (`GANTRY_SESSIONS_PER_USER`). */
  perUser: number
}

export interface SmsConfig {
  /** The spec leaves the resend countdown length open: 60 s is the common choice. */
  resendSeconds: number
  codeTtlSeconds: number
  /** Wrong guesses allowed for one issued code before it is void. */
  maxAttempts: number
  /** POST target of the webhook sender; the default sender writes the code to the server log. */
  webhookUrl: string | undefined
}

/** Reads `process.env`-shaped input into a config; unset values fall back to the documented defaults. */
export function loadConfig(env: Record<string, string | undefined>): ServerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    reportFont: env.GANTRY_REPORT_FONT || undefined,
    adminPassword: env.GANTRY_ADMIN_PASSWORD || undefined,
    distDir: resolve(import.meta.dirname, '../dist'),
    sessions: {
      idleMinutes: Number(env.GANTRY_SESSION_IDLE_MINUTES ?? 480),
      // A week: a control-room wall screen signs in again once a week, a stolen ticket dies within one.
      maxHours: positive(env, 'GANTRY_SESSION_MAX_HOURS', 168),
      perUser: Math.floor(positive(env, 'GANTRY_SESSIONS_PER_USER', 20)),
    },
    loginRateLimit: {
      max: Number(env.GANTRY_LOGIN_RATE_MAX ?? 20),
      windowSeconds: Number(env.GANTRY_LOGIN_RATE_WINDOW_SECONDS ?? 60),
    },
    sms: {
      resendSeconds: Number(env.GANTRY_SMS_RESEND_SECONDS ?? 60),
      codeTtlSeconds: Number(env.GANTRY_SMS_CODE_TTL_SECONDS ?? 300),
      maxAttempts: 5,
      webhookUrl: env.GANTRY_SMS_WEBHOOK_URL || undefined,
    },
    analyticsForwardUrl: env.GANTRY_ANALYTICS_URL || undefined,
    backup: {
      signingKey: env.GANTRY_BACKUP_KEY || undefined,
      // A restore holds the backup's rows in memory (about three times the file): this bounds it.
      restoreMaxBytes: positive(env, 'GANTRY_RESTORE_MAX_MB', 256) * 1024 * 1024,
    },
    trustedProxies: (env.GANTRY_TRUSTED_PROXIES ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
    frameAncestors: parseFrameAncestors(env.GANTRY_FRAME_ANCESTORS),
    mediaSources: parseCspSources('GANTRY_MEDIA_SOURCES', env.GANTRY_MEDIA_SOURCES),
  }
}

/** A setting that must be a positive number: a mistyped one stops the start instead of failing each request. */
function positive(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const text = env[name]
  if (text === undefined || text === '') return fallback
  const value = Number(text)
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, not ${JSON.stringify(text)}`)
  return value
}
