import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { OPCUAServer } from 'node-opcua'
import { afterAll, expect, it } from 'vitest'
import { bind, seedSensors, waitFor } from '../connectors/fixtures.ts'
import { forEachEngine } from '../harness.ts'
import { freePort, plant, startOpcuaServer } from './fieldServers.ts'

// A PLC that speaks SignAndEncrypt only, with a certificate of its own nobody has trusted yet.
const port = await freePort()
const serverPki = mkdtempSync(join(tmpdir(), 'gantry-it-ua-server-'))
const plc: OPCUAServer = await startOpcuaServer(port, { pkiFolder: serverPki })
afterAll(async () => {
  await plc.shutdown(0)
  rmSync(serverPki, { recursive: true, force: true })
}, 20_000)

forEachEngine('OPC UA certificate trust', (server) => {
  it('refuses an unknown server certificate, connects once it is trusted, and values flow', async () => {
    plant.level = 71.5
    const ticket = await seedSensors(server, 'Tank_9')
    const name = `uas_${server.engine}`
    const made = await server.call('POST', '/api/collector/collectors/builtin/connectors', {
      ticket,
      body: {
        name,
        type: 'opcua',
        config: { endpoint: `opc.tcp://127.0.0.1:${port}/UA/Test`, securityMode: 'SignAndEncrypt' },
      },
    })
    expect(made.status).toBe(201)
    await bind(server, ticket, 'Tank_9', 'value', {
      connector: name,
      nodeId: 'ns=1;s=Tank1.level',
      samplingInterval: 100,
    })

    // Refused: the status names the thumbprint, and the certificate is on the rejected list.
    const refused = await waitFor(
      async () => {
        const view = (await server.call('GET', `/api/collector/connectors/${name}`, { ticket })).body
        return /server certificate not trusted: [0-9a-f]{40}/.test(view.statusDescription) ? view : null
      },
      20_000,
      'the refusal',
    )
    expect(refused.online).toBe(false)
    const thumbprint = /([0-9a-f]{40})/.exec(refused.statusDescription)?.[1] ?? ''
    // Nothing came from the PLC (its value is 71.5).
    expect(server.app.live.store.get('Tank_9', 'value')?.value).not.toBe(71.5)

    const certs = await server.call('GET', `/api/collector/connectors/${name}/certificates`, { ticket })
    expect(certs.status).toBe(200)
    expect(certs.body.client.pem).toContain('-----BEGIN CERTIFICATE-----')
    expect(certs.body.client.thumbprint).toMatch(/^[0-9a-f]{40}$/)
    expect(certs.body.client.subject).toContain('Gantry')
    expect(certs.body.serverThumbprint).toBe(thumbprint)
    expect(certs.body.servers).toEqual([expect.objectContaining({ thumbprint, status: 'rejected' })])

    // Bad input changes nothing.
    const bad = await server.call('POST', `/api/collector/connectors/${name}/certificates/${thumbprint}`, {
      ticket,
      body: { action: 'maybe' },
    })
    expect(bad.status).toBe(400)
    const unknown = await server.call(
      'POST',
      `/api/collector/connectors/${name}/certificates/${'0'.repeat(40)}`,
      { ticket, body: { action: 'trust' } },
    )
    expect(unknown.status).toBe(404)
    expect(server.app.live.connectors.get(name)?.status().online).toBe(false)

    // Trusted: the connector connects and values flow.
    const trusted = await server.call(
      'POST',
      `/api/collector/connectors/${name}/certificates/${thumbprint}`,
      {
        ticket,
        body: { action: 'trust' },
      },
    )
    expect(trusted.status).toBe(201)
    expect(trusted.body.servers).toEqual([expect.objectContaining({ thumbprint, status: 'trusted' })])
    const trustedAt = Date.now()
    plant.level = 33.5
    await waitFor(
      () => server.app.live.store.get('Tank_9', 'value')?.value === 33.5,
      20_000,
      'values over SignAndEncrypt',
    )
    console.log(`certificate trusted → first value after ${Date.now() - trustedAt} ms`)
    expect(server.app.live.store.get('Tank_9', 'value')?.quality).toBe('good')
    plant.level = 34.25
    await waitFor(() => server.app.live.store.get('Tank_9', 'value')?.value === 34.25, 5000, 'a change')

    // Audited like the other connector calls.
    const log = await server.app.db
      .selectFrom('operationLog')
      .selectAll()
      .where('action', '=', 'collectors.connectors.certificates.trust')
      .execute()
    expect(log.length).toBe(1)

    // Rejected again: the next connection is refused.
    const rejected = await server.call(
      'POST',
      `/api/collector/connectors/${name}/certificates/${thumbprint}`,
      {
        ticket,
        body: { action: 'reject' },
      },
    )
    expect(rejected.body.servers).toEqual([expect.objectContaining({ thumbprint, status: 'rejected' })])
    expect((await server.call('DELETE', `/api/collector/connectors/${name}`, { ticket })).status).toBe(204)
  }, 90_000)
})
