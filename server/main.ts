import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { openDatabase } from './db/database.ts'
import { migrateToLatest } from './db/migrate.ts'
import { seedDemoOnStart } from './demo/startup.ts'
import { liveSettings } from './live/settings.ts'
import { publishAllApps } from './routes/app/publish/appMenu.ts'
import { seedAdmin } from './routes/auth/users/seedAdmin.ts'

// Entry point of `npm start`: migrates the database, seeds the admin, serves the API and the built app.
const config = loadConfig(process.env)
try {
  // Checked before the database is touched: a mistyped setting stops the start with its own message.
  liveSettings(process.env)
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

if (config.distDir && !existsSync(resolve(config.distDir, 'index.html'))) {
  console.error(`The app is not built: ${config.distDir}/index.html is missing. Serving the API only.`)
}

const db = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl })
await migrateToLatest(db)
const seeded = await seedAdmin(db, config.adminPassword)
if (seeded.generatedPassword) {
  // Printed once, on the run that created the account; it must be changed at the first login.
  console.log(`Created the administrator: username admin, password ${seeded.generatedPassword}`)
}

const app = await buildApp({ db, config })
// Running applications in the runtime menu, also for databases from before publishing existed.
await publishAllApps(app).catch((error) =>
  console.error(`Publishing the applications failed: ${String(error)}`),
)
// An empty database gets the demo plant (GANTRY_DEMO=0 skips it).
await seedDemoOnStart(app, process.env)
const address = await app.listen({ port: config.port, host: config.host })
console.log(`Storage: ${db.engine === 'postgres' ? 'PostgreSQL' : `SQLite in ${config.dataDir}`}`)
console.log(`Gantry listening on ${address}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => db.close())
      .finally(() => process.exit(0))
  })
}
