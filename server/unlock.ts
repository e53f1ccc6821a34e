import { loadConfig } from './config.ts'
import { openDatabase } from './db/database.ts'
import { migrateToLatest } from './db/migrate.ts'
import { unlockAccount } from './routes/auth/sessions/lockout.ts'

// `npm run unlock -- <username>`: the way back in when an account (the administrator's above all) is
// locked from the address its owner uses. Run on the server with the same DATA_DIR / DATABASE_URL as
// the running processes; they see the change at the next login attempt.
const username = process.argv[2]
if (!username) {
  console.error('Usage: npm run unlock -- <username>')
  process.exit(2)
}
const config = loadConfig(process.env)
const db = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl })
try {
  await migrateToLatest(db)
  const userId = await unlockAccount(db.kysely, username)
  if (userId === null) {
    console.error(`There is no user ${username}`)
    process.exitCode = 1
  } else {
    console.log(`Unlocked ${username}: its failed logins and locks are cleared for every address`)
  }
} finally {
  await db.close()
}
