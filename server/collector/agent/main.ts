import { randomBytes, randomUUID } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { hostname, platform, release } from 'node:os'
import { join, resolve } from 'node:path'
import { ServerClient, ServerRefused } from './client.ts'
import { readOptions } from './options.ts'

// The external collector (`npm run collector -- --server URL`): registers with the server, waits to be
// agreed to, then polls the devices of the connectors whose lease it holds and sends their values.

const log = {
  info: (message: string) => console.log(`${new Date().toISOString()} ${message}`),
  warn: (message: string) => console.warn(`${new Date().toISOString()} ${message}`),
}

interface SavedState {
  deviceUuid?: string
  key?: string
}

let options: ReturnType<typeof readOptions>
try {
  options = readOptions(process.argv.slice(2), process.env)
} catch (error) {
  console.error((error as Error).message)
  process.exit(2)
}

const dataDir = resolve(options.dataDir)
mkdirSync(dataDir, { recursive: true })
const statePath = join(dataDir, 'collector.json')
let saved: SavedState = {}
try {
  saved = JSON.parse(readFileSync(statePath, 'utf8')) as SavedState
} catch {}
const deviceUuid = options.deviceUuid ?? saved.deviceUuid ?? `collector-${randomUUID()}`
const key = options.key ?? (saved.deviceUuid === deviceUuid ? saved.key : undefined)
writeFileSync(statePath, JSON.stringify({ deviceUuid, key }, null, 2), { mode: 0o600 })

// Several processes of one collector may run (a standby): each is its own lease holder.
const instance = `${hostname().replace(/[^A-Za-z0-9.-]/g, '') || 'host'}-${process.pid}-${randomBytes(3).toString('hex')}`
const client = new ServerClient(options.server, deviceUuid, instance, key)
const info = { host: hostname(), os: `${platform()} ${release()}`, version: process.env.npm_package_version }

if (!key) {
  // Without a key the collector can only ask for access; the key is shown on the access screen once agreed.
  const ask = async () => {
    try {
      const answer = await client.register(options.name, info, options.replaces)
      log.info(`registered as ${deviceUuid}: ${answer.registrationStatus}`)
      if (answer.registrationStatus === 'reviewed')
        log.info('agreed to: start again with --key <the key shown on the access screen>')
    } catch (error) {
      log.warn(`registration failed: ${(error as Error).message}`)
    }
  }
  await ask()
  setInterval(ask, 10_000)
} else {
  // Loaded only now: the drivers (node-opcua above all) take seconds to load on a small PC.
  const { CollectorAgent } = await import('./agent.ts')
  const agent = new CollectorAgent(client, dataDir, log)
  log.info(`collector ${deviceUuid} (process ${instance}) calling ${options.server}`)
  agent.start()
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    log.info('stopping')
    await agent.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  process.on('unhandledRejection', (error) => {
    if (error instanceof ServerRefused) return
    log.warn(`unexpected: ${String(error)}`)
  })
}
