import { join } from 'node:path'
import type { OpcuaConnector } from '../../connectors/opcua/connector.ts'
import { clientCertificate, judgeServerCertificate, serverCertificates } from '../../connectors/opcua/pki.ts'
import type { Connector, OutboundWrite } from '../../live/connectors.ts'
import type { RelayRequest } from '../relay.ts'

/** What the collector process needs to do a relayed request. */
export interface RelayContext {
  /** The running connector the request names; undefined when this process does not run it. */
  connector: Connector | undefined
  /** Whether the property is bound to that connector as far as this process knows (a write's check). */
  isBound(objName: string, propName: string): boolean
  /** The OPC UA connectors this process runs (a trusted certificate makes them retry at once). */
  opcua(): OpcuaConnector[]
  dataDir: string
}

const certificateList = async (pki: string) =>
  (await serverCertificates(pki)).map(({ der: _der, ...info }) => info)

/**
 * Does one request the server relayed (issue 26) on this collector's device or PKI, as the server does for
 * the built-in collector: a write, an OPC UA browse, the certificates, a verdict on a server certificate.
 * A request that arrives after its caller stopped waiting is not done (nothing half-done on the device).
 */
export async function doRelayed(
  request: RelayRequest,
  deadline: number,
  context: RelayContext,
): Promise<unknown> {
  const { connector } = context
  if (!connector)
    throw new Error(`the connector ${request.connector} is not running in this collector process`)
  if (Date.now() >= deadline) throw new Error('the request came too late; it was not done')
  if (request.kind === 'write') {
    const write = request.args.write as OutboundWrite
    if (!context.isBound(write.objName, write.propName))
      throw new Error(
        `${write.objName}.${write.propName} is not bound to ${connector.name} in this collector`,
      )
    if (!connector.publish) throw new Error(`a ${connector.type} connector does not write`)
    await connector.publish(write)
    return null
  }
  if (connector.type !== 'opcua') throw new Error('only an OPC UA connector can browse or has certificates')
  const opcua = connector as OpcuaConnector
  const pki = join(context.dataDir, 'pki', 'opcua')
  if (request.kind === 'browse') return opcua.browse(String(request.args.nodeId ?? 'i=85'))
  if (request.kind === 'certificates')
    return {
      client: await clientCertificate(pki),
      serverThumbprint: opcua.serverThumbprint,
      servers: await certificateList(pki),
    }
  const verdict = request.args.action === 'trust' ? 'trust' : 'reject'
  const found = await judgeServerCertificate(pki, String(request.args.thumbprint), verdict)
  if (found && verdict === 'trust') for (const c of context.opcua()) c.retryNow()
  return { found, serverThumbprint: opcua.serverThumbprint, servers: await certificateList(pki) }
}
