import { describe, expect, it } from 'vitest'
import {
  applyPermissionFile,
  checkPermissionFile,
  checkPermissionFileInfo,
  PERMISSION_FILE_MESSAGES,
  permissionFileText,
} from '../../../../app/screens/admin/roles/permissionFile.ts'
import { FILE_MESSAGES } from '../../../../engine/rules/files.ts'

const known = new Map([
  ['user-itemlist', 3],
  ['role-itemlist', 4],
])

describe('permission file', () => {
  it('accepts only .json files under 1 MB', () => {
    expect(checkPermissionFileInfo({ name: 'role.json', size: 100 })).toBeNull()
    expect(checkPermissionFileInfo({ name: 'role.txt', size: 100 })).toBe(FILE_MESSAGES.typeMismatch)
    expect(checkPermissionFileInfo({ name: 'role.json', size: 2 ** 20 })).toBe(
      PERMISSION_FILE_MESSAGES.tooLarge,
    )
  })

  it('refuses text that is not JSON or not a list of codes', () => {
    expect(checkPermissionFile('{', known)).toEqual({ ok: false, problem: PERMISSION_FILE_MESSAGES.notJson })
    expect(checkPermissionFile('{"codes": []}', known)).toEqual({
      ok: false,
      problem: PERMISSION_FILE_MESSAGES.shape,
    })
    expect(checkPermissionFile('[]', known)).toEqual({ ok: false, problem: PERMISSION_FILE_MESSAGES.empty })
  })

  it('reports every entry: granted, unknown, duplicate, invalid', () => {
    const result = checkPermissionFile(
      '["user-itemlist", "nope", "user-itemlist", 7, " role-itemlist "]',
      known,
    )
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.items.map((item) => item.outcome)).toEqual([
      'granted',
      'unknown',
      'duplicate',
      'invalid',
      'granted',
    ])
    expect(result.items[3]?.code).toBe('7')
    expect(result.resourceIds).toEqual([3, 4])
  })

  it('reads the exported shape back', () => {
    const text = permissionFileText('Operators', ['role-itemlist'])
    const result = checkPermissionFile(text, known)
    expect(result.ok && result.resourceIds).toEqual([4])
  })

  it('adds to or replaces the role resources', () => {
    expect(applyPermissionFile([9, 3], [4, 3], 'add')).toEqual([3, 4, 9])
    expect(applyPermissionFile([9, 3], [4], 'replace')).toEqual([4])
  })
})
