import { resolve } from 'node:path'

/** Everything the server reads from its environment, resolved once at start-up. */
export interface ServerConfig {
  port: number
  host: string
  /** Where the SQLite file, backups and uploads live. */
  dataDir: string
  /** PostgreSQL instead of the embedded SQLite file when set. */
  databaseUrl: string | undefined
  /** The seeded admin's initial password; a random one is generated and printed when unset. */
  adminPassword: string | undefined
  /** The built app served beside the API; `undefined` serves the API only (tests). */
  distDir: string | undefined
  /** A session ends after this long without a request. */
  sessionIdleMinutes: number
  /** Login attempts allowed per client address and per username in one window. */
  loginRateLimit: { max: number; windowSeconds: number }
  sms: SmsConfig
  /** Where stored page views are also sent (`GANTRY_ANALYTICS_URL`); unset: they stay here only. */
  analyticsForwardUrl: string | undefined
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
    adminPassword: env.GANTRY_ADMIN_PASSWORD || undefined,
    distDir: resolve(import.meta.dirname, '../dist'),
    sessionIdleMinutes: Number(env.GANTRY_SESSION_IDLE_MINUTES ?? 480),
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
  }
}
