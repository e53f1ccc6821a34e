import { describe, expect, test } from 'vitest'
import {
  type EditableEntry,
  type MenuTreeResource,
  moveBefore,
  moveInto,
  moveTargets,
  orderOf,
  rootIdOf,
  toEditable,
} from '../../../../app/screens/menuSettings/menuTree'

let nextId = 100
function node(code: string, kind: 'folder' | 'page', children: MenuTreeResource[] = []): MenuTreeResource {
  return {
    resourceId: nextId++,
    resourceCode: code,
    name: code,
    resourceFunctionType: kind,
    parentId: null,
    sortOrder: 0,
    childResources: children,
  }
}

// design ─ security (users, roles) ─ info (about) ─ settings (page) ─ nested (inner (deep))
const roots = [
  node('design', 'folder', [
    node('security', 'folder', [node('users', 'page'), node('roles', 'page')]),
    node('info', 'folder', [node('about', 'page')]),
    node('settings', 'page'),
    node('nested', 'folder', [node('inner', 'folder', [node('deep', 'page')])]),
  ]),
]
const entries = toEditable(roots)
const idOf = (code: string): number => {
  const visit = (list: readonly EditableEntry[]): number | undefined => {
    for (const entry of list) {
      if (entry.code === code) return entry.resourceId
      const inner = visit(entry.children)
      if (inner !== undefined) return inner
    }
    return undefined
  }
  const id = visit(entries)
  if (id === undefined) throw new Error(`no entry ${code}`)
  return id
}
/** The tree as 'code(children)' text, to compare shapes at a glance. */
const shape = (list: readonly EditableEntry[]): string =>
  list.map((e) => (e.children.length ? `${e.code}(${shape(e.children)})` : e.code)).join(' ')

describe('moving menu entries across folders', () => {
  test('"move to" puts an entry at the end of another folder, or of the top level', () => {
    expect(shape(moveInto(entries, idOf('users'), idOf('info')))).toBe(
      'security(roles) info(about users) settings nested(inner(deep))',
    )
    expect(shape(moveInto(entries, idOf('about'), null))).toBe(
      'security(users roles) info settings nested(inner(deep)) about',
    )
    // A folder moves with everything below it.
    expect(shape(moveInto(entries, idOf('inner'), idOf('security')))).toBe(
      'security(users roles inner(deep)) info(about) settings nested',
    )
  })

  test('refuses a page as target and a move into the moved branch itself', () => {
    expect(shape(moveInto(entries, idOf('users'), idOf('settings')))).toBe(shape(entries))
    expect(shape(moveInto(entries, idOf('nested'), idOf('inner')))).toBe(shape(entries))
    expect(shape(moveInto(entries, idOf('nested'), idOf('nested')))).toBe(shape(entries))
  })

  test('dropping on an entry of another folder puts the dragged one before it', () => {
    expect(shape(moveBefore(entries, idOf('settings'), idOf('roles')))).toBe(
      'security(users settings roles) info(about) nested(inner(deep))',
    )
    expect(shape(moveBefore(entries, idOf('deep'), idOf('info')))).toBe(
      'security(users roles) deep info(about) settings nested(inner)',
    )
    // Among siblings, dragged down it lands after the target (so the last place is reachable).
    expect(shape(moveBefore(entries, idOf('security'), idOf('settings')))).toBe(
      'info(about) settings security(users roles) nested(inner(deep))',
    )
    expect(shape(moveBefore(entries, idOf('nested'), idOf('deep')))).toBe(shape(entries))
  })

  test('offers as targets the top level and every folder outside the branch, bar the current one', () => {
    const names = (id: number) => moveTargets(entries, id).map((t) => t.entry?.code ?? 'top')
    expect(names(idOf('users'))).toEqual(['top', 'info', 'nested', 'inner'])
    expect(names(idOf('nested'))).toEqual(['security', 'info'])
    expect(moveTargets(entries, idOf('deep')).map((t) => t.depth)).toEqual([0, 0, 0, 0])
    expect(moveTargets(entries, idOf('users')).find((t) => t.entry?.code === 'inner')?.depth).toBe(1)
  })

  test('the saved order names each entry its new parent, the group root at the top level', () => {
    const moved = moveInto(moveInto(entries, idOf('users'), idOf('info')), idOf('deep'), null)
    const order = orderOf(moved, (entry) => rootIdOf(roots, entry))
    const design = roots[0]?.resourceId
    const row = (code: string) => order.find((item) => item.resourceId === idOf(code))
    expect(row('users')).toEqual({ resourceId: idOf('users'), parentId: idOf('info'), sortOrder: 1 })
    expect(row('deep')).toEqual({ resourceId: idOf('deep'), parentId: design, sortOrder: 4 })
    expect(row('inner')).toEqual({ resourceId: idOf('inner'), parentId: idOf('nested'), sortOrder: 0 })
    expect(order.every((item) => item.parentId !== null)).toBe(true)
  })
})
