import { describe, expect, it } from 'vitest'
import {
  checkDraft,
  configOf,
  draftOf,
  emptyDraft,
} from '../../../../app/screens/collector/manage/connectorForm'
import { readConnectorConfig } from '../../../../server/collector/connectorConfig'

// The form's checks mirror the server's (server/collector/connectorConfig.ts): what the form lets through,
// the server accepts, and what the server refuses, the form marks on its field first.
describe('connector form', () => {
  const opcua = { ...emptyDraft(), name: 'tank_ua', endpoint: 'opc.tcp://10.0.0.9:4840/UA/Tank' }
  const modbus = { ...emptyDraft(), name: 'press', type: 'modbus' as const, host: '10.0.1.5' }

  it('lets a good OPC UA or Modbus draft through, and the server takes its settings', () => {
    for (const draft of [opcua, modbus]) {
      expect(checkDraft(draft, true)).toEqual({})
      expect(readConnectorConfig(draft.type, configOf(draft))).not.toHaveProperty('error')
    }
    expect(configOf({ ...opcua, securityMode: 'Sign' })).toMatchObject({ securityPolicy: 'Basic256Sha256' })
  })

  it('marks each wrong field, as the server would refuse it', () => {
    const bad = checkDraft({ ...opcua, name: '9tank', endpoint: 'http://x' }, true)
    expect(Object.keys(bad).sort()).toEqual(['endpoint', 'name'])
    expect(readConnectorConfig('opcua', { endpoint: 'http://x' })).toHaveProperty('error')
    expect(Object.keys(checkDraft({ ...opcua, name: 'mqtt' }, true))).toEqual(['name'])

    const cases = [
      [{ host: 'plc 1' }, 'host'],
      [{ port: 70000 }, 'port'],
      [{ unitId: 256 }, 'unitId'],
      [{ interval: 10 }, 'interval'],
    ] as const
    for (const [change, field] of cases) {
      const draft = { ...modbus, ...change }
      expect(Object.keys(checkDraft(draft, true))).toEqual([field])
      expect(readConnectorConfig('modbus', configOf(draft))).toHaveProperty('error')
    }
    // A blank port is the form's own rule (the server would take its default, 502): the form says so.
    expect(Object.keys(checkDraft({ ...modbus, port: null }, true))).toEqual(['port'])
  })

  it('an edit does not check the name it cannot change, and a blank password keeps the stored one', () => {
    const stored = {
      name: 'tank_ua',
      type: 'opcua' as const,
      description: '',
      enabled: true,
      config: { endpoint: 'opc.tcp://h:4840', securityMode: 'None', username: 'op', hasPassword: true },
      online: true,
      boundCount: 2,
      version: 3,
    }
    const draft = draftOf(stored)
    expect(draft).toMatchObject({ username: 'op', password: '', endpoint: 'opc.tcp://h:4840' })
    expect(checkDraft({ ...draft, name: '' }, false)).toEqual({})
    expect(configOf(draft)).not.toHaveProperty('password')
    expect(configOf({ ...draft, password: 'new' })).toMatchObject({ password: 'new' })
  })
})
