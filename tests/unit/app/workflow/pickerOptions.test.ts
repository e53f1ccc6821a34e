import { describe, expect, test } from 'vitest'
import { flattenOrgs } from '../../../../app/screens/workflow/orgPaths'

describe('workflow pickers', () => {
  test('the organisation tree becomes one list named by paths, parents before children', () => {
    const tree = [
      {
        orgId: 1,
        name: 'Plant',
        children: [
          { orgId: 2, name: 'Area A', children: [{ orgId: 4, name: 'Shift 1', children: [] }] },
          { orgId: 3, name: 'Area B', children: [] },
        ],
      },
    ]
    expect(flattenOrgs(tree)).toEqual([
      { orgId: 1, path: 'Plant' },
      { orgId: 2, path: 'Plant / Area A' },
      { orgId: 4, path: 'Plant / Area A / Shift 1' },
      { orgId: 3, path: 'Plant / Area B' },
    ])
  })
})
