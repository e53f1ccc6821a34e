/**
 * The field side of `npm run bench:connectors`, run in a process of its own so its CPU time is not the
 * server's: `node --import tsx tests/bench/connectorsField.ts opcua|modbus COUNT`. Starts the server on a
 * free loopback port, prints `{"port":N}` on one line, and runs until killed.
 * - opcua: node-opcua's server with COUNT Double variables `ns=1;s=B.<i>`, each changing once a second.
 * - modbus: modbus-serial's ServerTCP with COUNT holding registers (0…COUNT-1), each changing once a second.
 * Values are a saw-tooth over 0…199 shifted per item, so a limit at 150 is crossed now and then.
 */
import { ServerTCP } from 'modbus-serial'
import { DataType, OPCUAServer, Variant } from 'node-opcua'
import { freePort } from '../integration/collector/fieldServers.ts'

const [kind, countText] = process.argv.slice(2)
const count = Number(countText)
const second = () => Math.floor(Date.now() / 1000)
const sawTooth = (i: number) => (second() + i) % 200

async function opcua(port: number): Promise<void> {
  const server = new OPCUAServer({
    port,
    hostname: '127.0.0.1',
    resourcePath: '/UA/Bench',
    allowAnonymous: true,
    serverCertificateManager: undefined,
  })
  await server.initialize()
  const addressSpace = server.engine.addressSpace
  if (!addressSpace) throw new Error('no address space')
  const ns = addressSpace.getOwnNamespace()
  const folder = ns.addObject({ organizedBy: addressSpace.rootFolder.objects, browseName: 'Bench' })
  for (let i = 0; i < count; i++) {
    ns.addVariable({
      componentOf: folder,
      browseName: `V${i}`,
      nodeId: `s=B.${i}`,
      dataType: 'Double',
      minimumSamplingInterval: 100,
      // Sampled by the server at each monitored item's sampling interval: a new value every second.
      value: { get: () => new Variant({ dataType: DataType.Double, value: sawTooth(i) }) },
    })
  }
  await server.start()
}

async function modbus(port: number): Promise<void> {
  const vector = {
    getHoldingRegister: (addr: number) => (addr < count ? sawTooth(addr) : 0),
    getInputRegister: () => 0,
    getCoil: () => false,
    getDiscreteInput: () => false,
    setRegister: () => {},
    setCoil: () => {},
  }
  const server = new ServerTCP(vector, { host: '127.0.0.1', port, unitID: 1 })
  await new Promise<void>((resolve, reject) => {
    server.on('initialized', () => resolve())
    server.on('socketError', reject)
  })
}

const port = await freePort()
if (kind === 'opcua') await opcua(port)
else if (kind === 'modbus') await modbus(port)
else throw new Error('usage: connectorsField.ts opcua|modbus COUNT')
console.log(JSON.stringify({ port }))
