import { describe, expect, it } from 'vitest'
import {
  checkState,
  filterTree,
  flattenTree,
  idsByCode,
  type ResourceNode,
  toggleNode,
} from '../../../../app/screens/admin/roles/resourceSelection.ts'

function node(resourceId: number, resourceCode: string, children: ResourceNode[] = []): ResourceNode {
  return {
    resourceId,
    resourceCode,
    name: resourceCode.toUpperCase(),
    resourceType: 'system',
    resourceFunctionType: children.length > 0 ? 'folder' : 'page',
    resource: '{}',
    parentId: null,
    childResources: children,
  }
}

const users = node(3, 'user-itemlist')
const roles = node(4, 'role-itemlist')
const security = node(2, 'user-manage', [users, roles])
const about = node(6, 'about')
const system = node(5, 'system-info-manage', [about])
const tree = [node(1, 'design', [security, system])]

describe('resource tree selection', () => {
  it('reports checked, partial and unchecked states', () => {
    expect(checkState(security, new Set())).toBe('unchecked')
    expect(checkState(security, new Set([3]))).toBe('partial')
    // All children but not the folder itself: the folder's own code is not granted yet.
    expect(checkState(security, new Set([3, 4]))).toBe('partial')
    expect(checkState(security, new Set([2, 3, 4]))).toBe('checked')
  })

  it('a folder click grants the folder and everything under it, a second click takes it all away', () => {
    const granted = toggleNode(security, new Set([3]))
    expect([...granted].sort()).toEqual([2, 3, 4])
    expect([...toggleNode(security, granted)]).toEqual([])
  })

  it('a leaf click toggles only the leaf', () => {
    expect([...toggleNode(about, new Set([5]))].sort()).toEqual([5, 6])
    expect([...toggleNode(about, new Set([5, 6]))]).toEqual([5])
  })

  it('finds ids by code and flattens depth first', () => {
    expect(flattenTree(tree).map((n) => n.resourceId)).toEqual([1, 2, 3, 4, 5, 6])
    expect(idsByCode(tree).get('role-itemlist')).toBe(4)
  })

  it('filters by name or code, keeping ancestors', () => {
    const filtered = filterTree(tree, 'ROLE')
    expect(flattenTree(filtered).map((n) => n.resourceCode)).toEqual([
      'design',
      'user-manage',
      'role-itemlist',
    ])
    expect(filterTree(tree, '  ')).toHaveLength(1)
    expect(filterTree(tree, 'nothing')).toEqual([])
  })
})
