import { describe, expect, test } from 'vitest'
import { buildQuery, withQuery } from '../../../../app/shell/query'

describe('buildQuery (spec S1 §7: empty values skipped, arrays repeat the key)', () => {
  test('skips undefined, null, empty strings and NaN, keeps 0 and false', () => {
    expect(buildQuery({ a: 1, b: undefined, c: null, d: '', e: 0, f: false, g: Number.NaN })).toBe(
      '?a=1&e=0&f=false',
    )
  })

  test('repeats the key for every array element, skipping empty ones', () => {
    expect(buildQuery({ id: [1, '', 2, undefined, 3], name: 'x' })).toBe('?id=1&id=2&id=3&name=x')
  })

  test('encodes keys and values', () => {
    expect(buildQuery({ 'key word': 'a&b=c', zh: '水泵' })).toBe('?key+word=a%26b%3Dc&zh=%E6%B0%B4%E6%B3%B5')
  })

  test('answers nothing when nothing is left', () => {
    expect(buildQuery(undefined)).toBe('')
    expect(buildQuery({})).toBe('')
    expect(buildQuery({ a: '', b: [] })).toBe('')
  })

  test('withQuery joins onto a path that already has a query', () => {
    expect(withQuery('/api/x', { page: 2 })).toBe('/api/x?page=2')
    expect(withQuery('/api/x?type=app', { page: 2 })).toBe('/api/x?type=app&page=2')
    expect(withQuery('/api/x', { page: '' })).toBe('/api/x')
  })
})
