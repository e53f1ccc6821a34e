import { describe, expect, it } from 'vitest'
import { compileDataAccess, FULL_DATA_ACCESS, NO_DATA_ACCESS } from '../../../../engine/rules/dataAccess.ts'

describe('data access over live objects', () => {
  const access = compileDataAccess([
    // Two groups name Boiler: one denies everything, the other only writing; one permitting is enough.
    { dataType: 'object', dataName: 'Boiler', mask: '-1' },
    { dataType: 'object', dataName: 'BOILER', mask: '2' },
    { dataType: 'object', dataName: 'Vault', mask: '3' },
    { dataType: 'property', dataName: 'Vault.door', mask: '' },
    { dataType: 'property', dataName: 'Pump.secret', mask: '1' },
    { dataType: 'report', dataName: 'Pump', mask: '-1' },
  ])

  it('lets the most specific item decide, any group permitting, names in any case', () => {
    expect(access.unrestricted).toBe(false)
    expect(access.can('read', 'boiler', 'level')).toBe(true)
    expect(access.can('write', 'Boiler', 'level')).toBe(false)
    expect(access.can('read', 'Vault', 'gold')).toBe(false)
    expect(access.can('write', 'VAULT', 'DOOR')).toBe(true)
    expect(access.can('read', 'Pump', 'secret')).toBe(false)
    expect(access.can('write', 'Pump', 'secret')).toBe(true)
    // Items of other data types say nothing about live objects.
    expect(access.can('read', 'Pump', 'pressure')).toBe(true)
    expect(access.permits(5, 'Vault', 'gold')).toBe(true)
  })

  it('states its denials as filters', () => {
    expect(access.denials('read')).toEqual({
      objects: [],
      objectsExcept: [{ objName: 'vault', permitted: ['door'] }],
      properties: ['pump.secret'],
    })
    expect(access.denials('write')).toEqual({
      objects: ['boiler'],
      objectsExcept: [{ objName: 'vault', permitted: ['door'] }],
      properties: [],
    })
  })

  it('is open with no items about objects, full for the admin, and closed while unknown', () => {
    const open = compileDataAccess([{ dataType: 'report', dataName: 'x', mask: '-1' }])
    expect(open).toBe(FULL_DATA_ACCESS)
    expect(FULL_DATA_ACCESS.can('write', 'Any', 'thing')).toBe(true)
    expect(NO_DATA_ACCESS.can('read', 'Any', 'thing')).toBe(false)
    expect(NO_DATA_ACCESS.denials('read')).toBe('all')
  })
})
