import { hostname } from 'node:os'
import { parseArgs } from 'node:util'

/** How a collector process is started: `npm run collector -- --server URL [--key KEY] ...` or GANTRY_COLLECTOR_*. */
export interface AgentOptions {
  server: string
  /** Where the collector keeps its deviceUuid, its key and its OPC UA certificate. */
  dataDir: string
  deviceUuid?: string
  key?: string
  name: string
  replaces?: string
}

export const USAGE = `npm run collector -- --server http://host:3000 [options]
  --server URL      the Gantry server (GANTRY_COLLECTOR_SERVER)
  --key KEY         the key shown on the access screen when the collector was agreed to (GANTRY_COLLECTOR_KEY);
                    kept in the data folder afterwards
  --uuid ID         this collector's deviceUuid (GANTRY_COLLECTOR_UUID; default: made once and kept)
  --name NAME       the name the access screen shows (default: the host name)
  --replaces ID     ask to replace the collector ID, taking over its connectors
  --data-dir DIR    where the uuid, key and certificates are kept (GANTRY_COLLECTOR_DATA, default ./collector-data)`

/** Reads the command line and the environment; throws a readable message when something is missing. */
export function readOptions(argv: string[], env: NodeJS.ProcessEnv): AgentOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      server: { type: 'string' },
      key: { type: 'string' },
      uuid: { type: 'string' },
      name: { type: 'string' },
      replaces: { type: 'string' },
      'data-dir': { type: 'string' },
    },
  })
  const server = values.server ?? env.GANTRY_COLLECTOR_SERVER
  if (!server || !/^https?:\/\/\S+$/.test(server))
    throw new Error(`--server http(s)://… is required\n${USAGE}`)
  const options: AgentOptions = {
    server: server.replace(/\/+$/, ''),
    dataDir: values['data-dir'] ?? env.GANTRY_COLLECTOR_DATA ?? 'collector-data',
    name: values.name ?? hostname(),
  }
  const key = values.key ?? env.GANTRY_COLLECTOR_KEY
  const deviceUuid = values.uuid ?? env.GANTRY_COLLECTOR_UUID
  if (key) options.key = key
  if (deviceUuid) options.deviceUuid = deviceUuid
  if (values.replaces) options.replaces = values.replaces
  return options
}
