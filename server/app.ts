import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance } from 'fastify'
import type { ServerConfig } from './config.ts'
import type { Db } from './db/database.ts'
import './http/context.ts'
import { alarmsPlugin } from './alarms/plugin.ts'
import { collectorRoutes } from './collector/routes.ts'
import { connectorsPlugin } from './connectors/plugin.ts'
import { historyPlugin } from './history/plugin.ts'
import { registerAccessControl } from './http/access.ts'
import { registerErrorHandler } from './http/errors.ts'
import { registerJsonBody } from './http/jsonBody.ts'
import { MaintenanceGate, registerMaintenanceGate } from './http/maintenance.ts'
import { registerOperationLog } from './http/operationLog.ts'
import { contentSecurityPolicy, inlineScriptHashes, registerSecurityHeaders } from './http/securityHeaders.ts'
import { registerValidation } from './http/validation.ts'
import { livePlugin } from './live/plugin.ts'
import { notifyPlugin } from './notify/plugin.ts'
import { alarmArea } from './routes/alarms/index.ts'
import { analyticsRoutes } from './routes/analytics/index.ts'
import { appRoutes } from './routes/app/index.ts'
import { authRoutes } from './routes/auth/index.ts'
import { PasswordSettingsStore } from './routes/auth/passwd/settingsStore.ts'
import { type SmsSender, smsSenderFor } from './routes/auth/sms/senders.ts'
import { bigDataArea } from './routes/bigdata/index.ts'
import { composeRoutes } from './routes/compose/index.ts'
import { configRoutes } from './routes/config/index.ts'
import { datasourceRoutes } from './routes/datasources/index.ts'
import { demoCallRoutes } from './routes/demoCalls/routes.ts'
import { dispatchorArea } from './routes/dispatchor/index.ts'
import { filesRoutes } from './routes/files/index.ts'
import { flowArea, registerFlowHost } from './routes/flow/index.ts'
import { formRoutes } from './routes/forms/routes.ts'
import { metadataRoutes } from './routes/metadata/index.ts'
import { objectDataRoutes } from './routes/metadata/objectdata/routes.ts'
import { notificationRoutes } from './routes/notification/index.ts'
import { objectSelectorArea } from './routes/objectselector/index.ts'
import { registerInstalledPlugins } from './routes/plugins/installed.ts'
import { pluginRoutes } from './routes/plugins/routes.ts'
import { reportRoutes } from './routes/reports/index.ts'
import { runtimeReportRoutes } from './routes/reports/runtime.ts'
import { ruleRoutes } from './routes/rule/routes.ts'
import { runtimeRoutes } from './routes/runtime/index.ts'
import { schedulerArea } from './routes/scheduler/index.ts'
import { widgetRoutes } from './routes/widgets/routes.ts'
import { scriptFrameRoutes } from './sandbox/scriptFrame.ts'

export interface AppOptions {
  db: Db
  config: ServerConfig
  /** Replaces the configured SMS sender (tests capture codes this way). */
  smsSender?: SmsSender
  /** Fastify's logger level; 'silent' in tests. */
  logLevel?: string
}

/**
 * The whole HTTP server without listening: the API under /api and, when `config.distDir` holds a build,
 * the app with its hash-routing fallback. The database must already be migrated.
 */
export async function buildApp({ db, config, smsSender, logLevel }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: logLevel ?? process.env.LOG_LEVEL ?? 'warn' },
    // The client address (login rate limits and locks, logs) comes from X-Forwarded-For only when the
    // connection is from a proxy named in GANTRY_TRUSTED_PROXIES; anyone else could forge the header.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    // Dashboards and page layouts travel as JSON strings of up to a few MB; uploads use multipart.
    bodyLimit: 4 * 1024 * 1024,
  })
  app.decorate('db', db.kysely)
  app.decorate('engine', db.engine)
  app.decorate('config', config)
  app.decorate('maintenance', new MaintenanceGate())
  app.decorate('passwordSettings', new PasswordSettingsStore(db.kysely))
  // Third-party plugins' manifests, which page saves check widgets with (routes/plugins).
  await registerInstalledPlugins(app)

  const distDir = config.distDir
  const indexHtml = distDir ? resolve(distDir, 'index.html') : undefined
  const hasApp = indexHtml !== undefined && existsSync(indexHtml)
  const scriptHashes = hasApp ? inlineScriptHashes(readFileSync(indexHtml, 'utf8')) : []
  registerSecurityHeaders(
    app,
    contentSecurityPolicy(scriptHashes, config.frameAncestors, config.mediaSources),
  )
  registerValidation(app)
  registerJsonBody(app)
  registerErrorHandler(app)
  registerMaintenanceGate(app)
  registerAccessControl(app)
  registerOperationLog(app)

  await app.register(authRoutes, {
    prefix: '/api/auth',
    smsSender: smsSender ?? smsSenderFor(config, app.log),
  })
  await app.register(configRoutes, { prefix: '/api/config' })
  await app.register(filesRoutes, { prefix: '/api' })
  await app.register(composeRoutes, { prefix: '/api/compose/manage' })
  // Live values (app.live) before the areas that read them; objectdata shares compose's prefix.
  await app.register(livePlugin, { dedicatedClient: db.dedicatedClient })
  // History and alarms listen to app.live before the connectors (started when ready) feed it.
  await app.register(historyPlugin)
  await app.register(alarmsPlugin)
  await app.register(notifyPlugin)
  await app.register(connectorsPlugin)
  await app.register(collectorRoutes, { prefix: '/api/collector' })
  await app.register(metadataRoutes, { prefix: '/api/metadata' })
  await app.register(objectDataRoutes, { prefix: '/api/compose/manage' })
  await app.register(objectSelectorArea, { prefix: '/api/objectselector' })
  await app.register(runtimeRoutes, { prefix: '/api/runtime' })
  await app.register(alarmArea, { prefix: '/api/runtime' })
  await app.register(dispatchorArea, { prefix: '/api/dispatchor' })
  await app.register(bigDataArea)
  await app.register(schedulerArea)
  await app.register(appRoutes)
  await app.register(analyticsRoutes, { prefix: '/api/analytics' })
  await app.register(formRoutes, { prefix: '/api' })
  await app.register(ruleRoutes, { prefix: '/api' })
  await app.register(pluginRoutes, { prefix: '/api' })
  await app.register(widgetRoutes, { prefix: '/api' })
  await app.register(demoCallRoutes, { prefix: '/api' })

  await app.register(scriptFrameRoutes)
  await app.register(notificationRoutes, { prefix: '/api/notification' })
  // SQL data sources (issue 27): the spec names the screen, not the paths.
  await app.register(datasourceRoutes, { prefix: '/api/global-setting' })
  await app.register(reportRoutes, { prefix: '/api/global-setting' })
  await app.register(runtimeReportRoutes, { prefix: '/api/runtime' })
  registerFlowHost(app)
  await app.register(flowArea, { prefix: '/api/flow' })

  if (distDir && hasApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: ['index.html'],
      // The build writes brotli and gzip copies of its text files (tests/tools/precompress.ts): they
      // go to browsers that accept them, without compressing on each request.
      preCompressed: true,
      // Built assets carry a content hash in their names: browsers keep them for good and a returning
      // operator's screen loads from cache. Everything else (index.html) is checked on each visit.
      setHeaders(reply, path) {
        const hashed = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8}\.\w+(?:\.br|\.gz)?$/.test(path)
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }
  return app
}
