import { expect, it } from 'vitest'
import { forEachEngine } from '../harness.ts'

interface Node {
  objName: string
  parentObjName: string | null
  networkOrder: number
  children?: Node[]
}

const shape = (nodes: Node[]): unknown[] =>
  nodes.map((node) => (node.children?.length ? { [node.objName]: shape(node.children) } : node.objName))

forEachEngine('metadata networks', (server) => {
  it('organises objects in a tree, answers it with recursion, reorganises and removes', async () => {
    const ticket = await server.adminTicket()
    for (const name of ['Plant', 'Line_1', 'Line_2', 'Pump_1', 'Pump_2', 'Valve_1']) {
      await server.call('POST', '/api/metadata/objects', { ticket, body: { name } })
    }
    const network = await server.call('POST', '/api/metadata/networks', {
      ticket,
      body: { networkName: 'site-a', showName: 'Site A' },
    })
    expect(network.status).toBe(201)
    expect(network.headers.get('location')).toBe('/api/metadata/networks/site-a')
    const organize = (objName: string, parentObjName?: string) =>
      server.call('POST', '/api/metadata/networks/site-a/organize', {
        ticket,
        body: { objName, parentObjName },
      })
    const root = await organize('Plant')
    expect(root.status).toBe(201)
    expect(root.headers.get('location')).toBe('/api/metadata/networks/site-a/objects/Plant')
    expect(root.body).toMatchObject({ objName: 'Plant', parentObjName: null, networkOrder: 0 })
    await organize('Line_1', 'Plant')
    await organize('Line_2', 'Plant')
    await organize('Pump_1', 'Line_1')
    const second = await organize('Pump_2', 'Line_1')
    expect(second.body.networkOrder).toBe(1)
    expect((await organize('Pump_2', 'Line_1')).status).toBe(409)
    expect((await organize('Ghost', 'Plant')).status).toBe(422)
    expect((await organize('Valve_1', 'Outsider')).status).toBe(400)

    const tree = await server.call('GET', '/api/metadata/networks/site-a?recursion=true', { ticket })
    expect(shape(tree.body.objects)).toEqual([{ Plant: [{ Line_1: ['Pump_1', 'Pump_2'] }, 'Line_2'] }])
    expect(tree.body.memberCount).toBe(5)
    const flat = await server.call('GET', '/api/metadata/networks/site-a', { ticket })
    expect(flat.body.objects).toEqual([
      { objName: 'Plant', showName: '', templateName: null, parentObjName: null, networkOrder: 0 },
    ])
    const subtree = await server.call('GET', '/api/metadata/networks/site-a/objects/Line_1?recursion=true', {
      ticket,
    })
    expect(subtree.body).toMatchObject({ objName: 'Line_1', parentObjName: 'Plant' })
    expect(shape(subtree.body.children)).toEqual(['Pump_1', 'Pump_2'])
    const members = await server.call('GET', '/api/metadata/networks/site-a/objects?objName=pump', { ticket })
    expect(members.body.list.map((m: Node) => m.objName)).toEqual(['Pump_1', 'Pump_2'])

    const cycle = await server.call('PUT', '/api/metadata/networks/site-a/organize/Line_1', {
      ticket,
      body: { parentObjName: 'Pump_1' },
    })
    expect(cycle.status).toBe(400)
    const move = await server.call('PUT', '/api/metadata/networks/site-a/organize/Pump_2', {
      ticket,
      body: { parentObjName: 'Line_2', networkOrder: 0 },
    })
    expect(move.status).toBe(201)
    expect(move.body).toMatchObject({ objName: 'Pump_2', parentObjName: 'Line_2', networkOrder: 0 })
    const remove = await server.call('DELETE', '/api/metadata/networks/site-a/organize/Line_1', { ticket })
    expect(remove.status).toBe(204)
    const after = await server.call('GET', '/api/metadata/networks/site-a?recursion=true', { ticket })
    // Pump_1 moved up to Plant keeping its networkOrder 0, so it sorts before Line_2 (order 1).
    expect(shape(after.body.objects)).toEqual([{ Plant: ['Pump_1', { Line_2: ['Pump_2'] }] }])
    // Deleting an object takes it out of the network; its children become roots.
    await server.call('DELETE', '/api/metadata/objects/Plant', { ticket })
    const orphaned = await server.call('GET', '/api/metadata/networks/site-a?recursion=true', { ticket })
    expect(shape(orphaned.body.objects)).toEqual(['Pump_1', { Line_2: ['Pump_2'] }])
  })

  it('places a moved object at a position among its siblings in one call, numbering them again', async () => {
    const ticket = await server.adminTicket()
    for (const name of ['Area_R', 'R_a', 'R_b', 'R_c', 'R_d']) {
      await server.call('POST', '/api/metadata/objects', { ticket, body: { name } })
    }
    await server.call('POST', '/api/metadata/networks', { ticket, body: { networkName: 'site-r' } })
    await server.call('POST', '/api/metadata/networks/site-r/organize', {
      ticket,
      body: { objName: 'Area_R' },
    })
    for (const objName of ['R_a', 'R_b', 'R_c', 'R_d']) {
      await server.call('POST', '/api/metadata/networks/site-r/organize', {
        ticket,
        body: { objName, parentObjName: 'Area_R' },
      })
    }
    const place = (objName: string, networkOrder: number) =>
      server.call('PUT', `/api/metadata/networks/site-r/organize/${objName}`, {
        ticket,
        body: { parentObjName: 'Area_R', networkOrder },
      })
    const children = async () => {
      const tree = await server.call('GET', '/api/metadata/networks/site-r?recursion=true', { ticket })
      return (tree.body.objects[0].children as Node[]).map((n) => [n.objName, n.networkOrder])
    }
    expect((await place('R_d', 1)).body.networkOrder).toBe(1)
    expect(await children()).toEqual([
      ['R_a', 0],
      ['R_d', 1],
      ['R_b', 2],
      ['R_c', 3],
    ])
    // Past the end: last.
    expect((await place('R_a', 99)).body.networkOrder).toBe(3)
    expect(await children()).toEqual([
      ['R_d', 0],
      ['R_b', 1],
      ['R_c', 2],
      ['R_a', 3],
    ])
  })

  it('lists, renames and deletes networks; stale edits and bad names are refused', async () => {
    const ticket = await server.adminTicket()
    for (const networkName of ['north', 'south']) {
      await server.call('POST', '/api/metadata/networks', { ticket, body: { networkName } })
    }
    expect(
      (await server.call('POST', '/api/metadata/networks', { ticket, body: { networkName: 'NORTH' } }))
        .status,
    ).toBe(409)
    expect(
      (await server.call('POST', '/api/metadata/networks', { ticket, body: { networkName: '-x' } })).status,
    ).toBe(422)
    const list = await server.call('GET', '/api/metadata/networks?page=1&per_page=1', { ticket })
    expect(list.body.pagination.size).toBe(1)
    expect(list.body.pagination.total).toBeGreaterThanOrEqual(2)
    const rename = await server.call('PUT', '/api/metadata/networks/south', {
      ticket,
      body: { networkName: 'south-east', version: 1 },
    })
    expect(rename.status).toBe(201)
    expect(
      (await server.call('PUT', '/api/metadata/networks/south-east', { ticket, body: { version: 1 } }))
        .status,
    ).toBe(409)
    expect((await server.call('DELETE', '/api/metadata/networks/south-east', { ticket })).status).toBe(204)
    expect((await server.call('GET', '/api/metadata/networks/south-east', { ticket })).status).toBe(404)
    const plain = await server.createUser('netviewer')
    expect((await server.call('GET', '/api/metadata/networks', { ticket: plain.ticket })).status).toBe(200)
    expect(
      (
        await server.call('POST', '/api/metadata/networks', {
          ticket: plain.ticket,
          body: { networkName: 'x' },
        })
      ).status,
    ).toBe(403)
  })
})
