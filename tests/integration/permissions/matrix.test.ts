import { writeFileSync } from 'node:fs'
import { beforeAll, expect, it } from 'vitest'
import { forEachEngine } from '../harness.ts'
import {
  type Cell,
  cellOf,
  defaultProbe,
  type Plant,
  type Probe,
  ROLES,
  type Role,
  routeKeys,
  setUpRoles,
} from './probe.ts'
import { MATRIX } from './table.ts'

/** Probes that need real ids or a body for the handler's own check to be reached. */
function samples(plant: Plant): Record<string, Probe> {
  const set = { propName: 'running', propValue: true }
  return {
    'GET /api/compose/manage/pages/:id': { path: `/api/compose/manage/pages/${plant.grantedPage}` },
    'GET /api/app/manager/detail': { path: `/api/app/manager/detail?appId=${plant.grantedApp}` },
    'GET /api/app/resource/fileAndfolder': {
      path: `/api/app/resource/fileAndfolder?appId=${plant.grantedApp}`,
    },
    'GET /api/app/resource/folder': { path: `/api/app/resource/folder?appId=${plant.grantedApp}` },
    'GET /api/app/resource/usedBy': {
      path: `/api/app/resource/usedBy?appId=${plant.grantedApp}&path=none.png`,
    },
    'GET /api/app/resource/file': { path: `/api/app/resource/file?appId=${plant.grantedApp}&path=none.png` },
    'POST /api/runtime/objects/:objName/services/setPropertyValue': {
      path: '/api/runtime/objects/Mx_P1/services/setPropertyValue',
      body: set,
    },
    'POST /api/runtime/objects/:objName/services/:serviceName': {
      path: '/api/runtime/objects/Mx_P1/services/start',
    },
    'POST /api/runtime/objects/alert/ack': {
      path: '/api/runtime/objects/alert/ack',
      body: { ids: [999999] },
    },
    'GET /api/auth/users/queryUsersByName': { path: '/api/auth/users/queryUsersByName?name=mx' },
    'GET /api/config/configInfo/:key': { path: '/api/config/configInfo/emailServer' },
  }
}

/**
 * The permission matrix (issue 17): every route the server registers × the roles admin, user manager,
 * operator, viewer and none, each cell the expected outcome of a call (`table.ts`, one table). A route
 * added without a row, or a row whose route is gone, fails the test as surely as a wrong cell.
 */
forEachEngine('permission matrix', (server) => {
  let tickets: Record<Role, string>
  let plant: Plant

  beforeAll(async () => {
    ;({ tickets, plant } = await setUpRoles(server))
  }, 60_000)

  it('has one row for every registered route', () => {
    const registered = routeKeys(server).sort()
    expect(registered.filter((key) => !(key in MATRIX))).toEqual([])
    expect(Object.keys(MATRIX).filter((key) => !registered.includes(key))).toEqual([])
  })

  it('answers every route as the table says for every role', async () => {
    const probes = samples(plant)
    // Logging out ends the caller's session: those rows go last.
    const keys = Object.keys(MATRIX).sort(
      (a, b) => Number(a.endsWith('/logout')) - Number(b.endsWith('/logout')),
    )
    const observed: Record<string, Cell[]> = {}
    const wrong: string[] = []
    for (const key of keys) {
      const method = key.slice(0, key.indexOf(' '))
      const probe = probes[key] ?? defaultProbe(key)
      observed[key] = []
      for (const [column, role] of ROLES.entries()) {
        const answer = await server.call(method, probe.path, { ticket: tickets[role], body: probe.body })
        const cell = cellOf(answer.status)
        observed[key].push(cell)
        const expected = MATRIX[key]?.[column]
        if (cell !== expected) wrong.push(`${key} as ${role}: expected ${expected}, got ${answer.status}`)
      }
    }
    // PRINT_MATRIX=<file>: writes what was observed, to review against the table when routes change.
    if (process.env.PRINT_MATRIX)
      writeFileSync(`${process.env.PRINT_MATRIX}.${server.engine}.json`, JSON.stringify(observed))
    expect(wrong).toEqual([])
  }, 120_000)
})
