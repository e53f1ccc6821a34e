import { join } from 'node:path'
import { ModbusConnector } from '../connectors/modbus/connector.ts'
import { OpcuaConnector } from '../connectors/opcua/connector.ts'
import { OPCUA_MODES, OPCUA_POLICIES } from '../connectors/opcua/settings.ts'
import type { Connector } from '../live/connectors.ts'

export const CONNECTOR_TYPES = ['opcua', 'modbus'] as const
export type ConnectorType = (typeof CONNECTOR_TYPES)[number]

type Log = { info(message: string): void; warn(message: string): void }

/**
 * Checks a connector's settings for its type and answers them normalised (defaults filled in), or the
 * reason they cannot be used. The password of an OPC UA user is kept, never shown back (see `publicConfig`).
 */
export function readConnectorConfig(
  type: ConnectorType,
  config: Record<string, unknown>,
): Record<string, unknown> | { error: string } {
  if (type === 'opcua') {
    const endpoint = String(config.endpoint ?? '').trim()
    if (!/^opc\.tcp:\/\/[^\s/]+(:\d+)?(\/\S*)?$/.test(endpoint))
      return { error: 'The endpoint must look like opc.tcp://host:4840/path' }
    const securityMode = config.securityMode ?? 'None'
    if (!OPCUA_MODES.includes(securityMode as never))
      return { error: `securityMode: ${OPCUA_MODES.join(', ')}` }
    const securityPolicy = securityMode === 'None' ? 'None' : (config.securityPolicy ?? 'Basic256Sha256')
    if (
      !OPCUA_POLICIES.includes(securityPolicy as never) ||
      (securityMode !== 'None' && securityPolicy === 'None')
    )
      return { error: 'Sign and SignAndEncrypt need the security policy Basic256Sha256' }
    const username = String(config.username ?? '').trim()
    return {
      endpoint,
      securityMode,
      securityPolicy,
      username,
      password: username ? String(config.password ?? '') : '',
    }
  }
  const host = String(config.host ?? '').trim()
  if (!/^[A-Za-z0-9.-]+$/.test(host)) return { error: 'The host must be a host name or an IP address' }
  const port = Number(config.port ?? 502)
  if (!Number.isInteger(port) || port < 1 || port > 65535) return { error: 'The port must be 1 to 65535' }
  const unitId = Number(config.unitId ?? 1)
  if (!Number.isInteger(unitId) || unitId < 0 || unitId > 255)
    return { error: 'The unit id must be 0 to 255' }
  const interval = Number(config.interval ?? 1000)
  if (!Number.isFinite(interval) || interval < 50 || interval > 3_600_000)
    return { error: 'The polling interval must be 50 to 3600000 ms' }
  return { host, port, unitId, interval }
}

/** The settings as the screens show them: without the password. */
export function publicConfig(config: Record<string, unknown>): Record<string, unknown> {
  const { password, ...rest } = config
  return password ? { ...rest, hasPassword: true } : rest
}

/** A running connector for a stored row of the built-in collector. */
export function createConnector(
  name: string,
  type: ConnectorType,
  config: Record<string, unknown>,
  dataDir: string,
  log: Log,
): Connector {
  if (type === 'opcua') {
    return new OpcuaConnector(
      {
        name,
        endpoint: String(config.endpoint),
        securityMode: config.securityMode as 'None',
        securityPolicy: config.securityPolicy as 'None',
        username: String(config.username ?? '') || undefined,
        password: String(config.password ?? ''),
        pkiFolder: join(dataDir, 'pki', 'opcua'),
      },
      log,
    )
  }
  return new ModbusConnector(
    {
      name,
      host: String(config.host),
      port: Number(config.port),
      unitId: Number(config.unitId),
      interval: Number(config.interval),
    },
    log,
  )
}
