import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ServerTCP } from 'modbus-serial'
import {
  DataType,
  MessageSecurityMode,
  OPCUACertificateManager,
  OPCUAServer,
  SecurityPolicy,
  StatusCodes,
  Variant,
} from 'node-opcua'

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** Values of the test OPC UA server, shared across its restarts (the "plant"). */
export const plant = { level: 12.5, running: true, setpoint: 40 }

/**
 * node-opcua's own server with a small address space: Objects/Tank1 with Level (Double), Running
 * (Boolean) and Setpoint (Double, writable).
 */
export async function startOpcuaServer(port: number, secure?: { pkiFolder: string }): Promise<OPCUAServer> {
  const server = new OPCUAServer({
    port,
    hostname: '127.0.0.1',
    resourcePath: '/UA/Test',
    allowAnonymous: true,
    // Secure: SignAndEncrypt only, with its own certificate in its own folder (it accepts any client).
    ...(secure
      ? {
          securityModes: [MessageSecurityMode.SignAndEncrypt],
          securityPolicies: [SecurityPolicy.Basic256Sha256],
          serverCertificateManager: new OPCUACertificateManager({
            rootFolder: secure.pkiFolder,
            automaticallyAcceptUnknownCertificate: true,
          }),
        }
      : { serverCertificateManager: undefined }),
    buildInfo: { productName: 'Gantry test PLC' },
  })
  await server.initialize()
  const addressSpace = server.engine.addressSpace
  if (!addressSpace) throw new Error('no address space')
  const ns = addressSpace.getOwnNamespace()
  const tank = ns.addObject({ organizedBy: addressSpace.rootFolder.objects, browseName: 'Tank1' })
  const variable = (name: keyof typeof plant, dataType: DataType, writable: boolean) =>
    ns.addVariable({
      componentOf: tank,
      browseName: name[0]?.toUpperCase() + name.slice(1),
      nodeId: `s=Tank1.${name}`,
      dataType: dataType === DataType.Double ? 'Double' : 'Boolean',
      minimumSamplingInterval: 50,
      value: {
        get: () => new Variant({ dataType, value: plant[name] }),
        set: writable
          ? (v: Variant) => {
              ;(plant as Record<string, unknown>)[name] = v.value
              return StatusCodes.Good
            }
          : undefined,
      },
    })
  variable('level', DataType.Double, false)
  variable('running', DataType.Boolean, false)
  variable('setpoint', DataType.Double, true)
  await server.start()
  return server
}

export const opcuaPkiFolder = () => join(tmpdir(), 'gantry-test-opcua-pki')

/** Holding/input registers, coils and discrete inputs of the test Modbus server. */
export const registers = {
  holding: new Array<number>(200).fill(0),
  input: new Array<number>(200).fill(0),
  coils: new Array<boolean>(200).fill(false),
  discrete: new Array<boolean>(200).fill(false),
}

/** modbus-serial's ServerTCP on 127.0.0.1 serving `registers` (unit id 1). */
export async function startModbusServer(port: number): Promise<{ close(): Promise<void> }> {
  const vector = {
    getHoldingRegister: (addr: number) => registers.holding[addr] ?? 0,
    getInputRegister: (addr: number) => registers.input[addr] ?? 0,
    getCoil: (addr: number) => registers.coils[addr] ?? false,
    getDiscreteInput: (addr: number) => registers.discrete[addr] ?? false,
    setRegister: (addr: number, value: number) => {
      registers.holding[addr] = value
    },
    setCoil: (addr: number, value: boolean) => {
      registers.coils[addr] = value
    },
  }
  const server = new ServerTCP(vector, { host: '127.0.0.1', port, unitID: 1 })
  await new Promise<void>((resolve, reject) => {
    server.on('initialized', () => resolve())
    server.on('socketError', reject)
  })
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
