import { describe, expect, it } from 'vitest'
import { boundIntegers, INTEGER_BOUNDS, nulField } from '../../../server/http/validation.ts'

describe('boundIntegers', () => {
  it('bounds integers that name no bound, keeps those that do, and leaves data alone', () => {
    const schema = {
      type: 'object',
      properties: {
        version: { type: 'integer', minimum: 1 },
        limit: { type: 'integer', minimum: 1, maximum: 200 },
        parentId: { type: ['integer', 'null'] },
        kind: { type: 'integer', enum: [1, 2, 3] },
        size: { type: 'number' },
        type: { type: 'string', default: 'integer' },
      },
    } as const
    const bounded = boundIntegers(schema)
    expect(bounded.properties.version).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: INTEGER_BOUNDS.maximum,
    })
    expect(bounded.properties.limit).toEqual(schema.properties.limit)
    expect(bounded.properties.parentId).toEqual({ type: ['integer', 'null'], ...INTEGER_BOUNDS })
    expect(bounded.properties.kind.enum).toEqual([1, 2, 3])
    expect(bounded.properties.size).toEqual({ type: 'number' })
    expect(bounded.properties.type).toEqual({ type: 'string', default: 'integer' })
    // The route's own schema object is not changed.
    expect(schema.properties.version).toEqual({ type: 'integer', minimum: 1 })
  })
})

describe('nulField', () => {
  it('names the first field holding a NUL character, in a key too', () => {
    expect(nulField({ realName: 'a\u0000b' }, 'body')).toBe('realName')
    expect(nulField({ views: [{ path: '/' }, { path: '/x\u0000' }] }, 'body')).toBe('views[1].path')
    expect(nulField({ data: { 'bad\u0000key': 1 } }, 'body')).toBe('data')
    expect(nulField('\u0000', 'body')).toBe('body')
    expect(nulField({ realName: 'plain', list: [1, true, null] }, 'body')).toBeUndefined()
  })

  it('walks deep nesting without exhausting the stack and skips binary data', () => {
    let deep: unknown = 'x\u0000'
    for (let i = 0; i < 100_000; i++) deep = [deep]
    expect(nulField(deep, 'body')).toMatch(/^\[0\]/)
    expect(nulField(Buffer.from([0, 0, 0]), 'body')).toBeUndefined()
  })
})
