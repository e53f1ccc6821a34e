// @vitest-environment jsdom
import { describe, expect, test } from 'vitest'
import {
  buildDesignMenu,
  buildMenus,
  buildRuntimeMenuItems,
  menuLists,
  type ShellMenuItem,
} from '../../../../app/shell/menu/buildMenus'
import { grantedPrefixes } from '../../../../app/shell/routes/findRoute'
import { routeTable } from '../../../../app/shell/routes/routeTable'
import type { MenuResource } from '../../../../engine/rules/menus'
import { isAuthorisedPath } from '../../../../engine/rules/routes'

let nextId = 1
function resource(
  code: string,
  kind: 'page' | 'folder',
  url = '',
  children: MenuResource[] = [],
  options: { name?: string; menuDisplay?: boolean; granted?: boolean } = {},
): MenuResource {
  return {
    ...(options.granted === undefined ? {} : { granted: options.granted }),
    resourceId: nextId++,
    resourceCode: code,
    name: options.name ?? code,
    resourceFunctionType: kind,
    resource: JSON.stringify({ config: { menuDisplay: options.menuDisplay ?? true }, url }),
    childResources: children,
  }
}

function tree(
  design: MenuResource[],
  report: MenuResource[] = [],
  application: MenuResource[] = [],
): MenuResource[] {
  return [
    resource('design', 'folder', '', design),
    resource('report', 'folder', '', report),
    resource('application', 'folder', '', application),
  ]
}

const codes = (items: ShellMenuItem[]): string[] =>
  items.flatMap((item) => [item.code, ...codes(item.children)])

describe('design menu', () => {
  test('is the design group, in server order, with translated titles while the seeded name is kept', () => {
    const menu = buildDesignMenu(
      tree([
        resource('user-manage', 'folder', '', [
          resource('user-itemlist', 'page', 'design/user-manage/user-itemlist', [], { name: 'Users' }),
          resource('role-itemlist', 'page', 'design/user-manage/role-itemlist', [], { name: 'Team roles' }),
        ]),
        resource('app-menu-setting', 'page', 'design/app-menu-setting'),
      ]),
    )
    expect(codes(menu)).toEqual(['user-manage', 'user-itemlist', 'role-itemlist', 'app-menu-setting'])
    const [users, roles] = menu[0]?.children ?? []
    expect(users?.title?.message ?? users?.title?.id).toBeTruthy()
    expect(roles?.title).toBeUndefined()
    expect(roles?.name).toBe('Team roles')
    expect(users?.path).toBe('design/user-manage/user-itemlist')
  })

  test('leaves out hidden entries and folders left empty', () => {
    const menu = buildDesignMenu(
      tree([
        resource('collector', 'folder', '', [
          resource('collector-manage', 'page', 'design/collector/manage', [], { menuDisplay: false }),
        ]),
        resource('about', 'page', 'design/about'),
      ]),
    )
    expect(codes(menu)).toEqual(['about'])
  })

  test('shows system information only when system-info is the first child of system-info-manage', () => {
    const withFirst = tree([
      resource('system-info-manage', 'folder', '', [
        resource('system-info', 'page', 'design/system-info-mgr/system-info'),
        resource('about', 'page', 'design/about'),
      ]),
    ])
    const withSecond = tree([
      resource('system-info-manage', 'folder', '', [
        resource('about', 'page', 'design/about'),
        resource('system-info', 'page', 'design/system-info-mgr/system-info'),
      ]),
    ])
    expect(codes(buildDesignMenu(withFirst))).toContain('system-info')
    expect(codes(buildDesignMenu(withSecond))).toEqual(['system-info-manage', 'about'])
  })
})

describe('runtime menu', () => {
  test('lives under application-runtime/, a Page_ code is its own id, other resources use their id', () => {
    const page = resource('Page_42', 'page')
    const other = resource('line-report', 'page')
    const folder = resource('plant', 'folder', '', [page])
    const items = buildRuntimeMenuItems(tree([], [other], [folder]))
    expect(items.map((item) => item.path)).toEqual([
      `application-runtime/${other.resourceId}`,
      `application-runtime/${folder.resourceId}`,
    ])
    expect(items[1]?.kind).toBe('folder')
    expect(items[1]?.children.map((child) => child.path)).toEqual(['application-runtime/Page_42'])
  })
})

describe('stored lists and the authorised-path check', () => {
  const built = buildMenus(
    tree(
      [
        resource('user-manage', 'folder', '', [
          resource('user-itemlist', 'page', 'design/user-manage/user-itemlist'),
        ]),
      ],
      [],
      [resource('Page_7', 'page')],
    ),
  )
  const lists = menuLists(built, ['design/user-manage/data-auth-detail/'])
  const stored = { ...lists, defaultPage: '/design/about' }

  test('hold the menu paths, the granted detail routes and the screens everyone has', () => {
    expect(lists.designMenus).toEqual(
      expect.arrayContaining([
        'design/user-manage/user-itemlist',
        'design/user-manage/data-auth-detail/',
        'design/personal/',
      ]),
    )
    expect(lists.basicMenus).toEqual(['application-runtime/Page_7', 'personal/', 'exception/'])
    expect(lists.designMenus).not.toContain('')
  })

  test.each([
    ['/design/user-manage/user-itemlist', true],
    ['/design/user-manage/data-auth-detail/12', true],
    ['/design/user-manage/role-itemlist', false],
    ['/application-runtime/Page_7', true],
    ['/application-runtime/Page_8', false],
    ['/personal/password', true],
    ['/design/personal/personal-msg', true],
    ['/design/about', true],
    ['/hellow', true],
    ['/design/hellow', true],
    ['/exception/404', true],
  ])('%s authorised: %s', (path, allowed) => {
    expect(isAuthorisedPath(path, stored)).toBe(allowed)
  })
})

describe('resource codes in the framed runtime (issue 19, defect 4)', () => {
  // An application and its folder are menu entries by resource id; the README runs them by code too.
  const page = resource('Page_9', 'page', 'application-runtime/Page_9')
  const folder = resource('App_2_Folder_1', 'folder', '', [page])
  const app = resource('App_2', 'folder', '', [folder])
  const built = buildMenus(tree([], [], [app]))
  const stored = { ...menuLists(built, []), defaultPage: '' }

  test.each([
    ['/application-runtime/App_2', true],
    ['/application-runtime/App_2_Folder_1', true],
    [`/application-runtime/${app.resourceId}`, true],
    ['/application-runtime/Page_9', true],
    ['/application-runtime/App_3', false],
  ])('%s authorised: %s', (path, allowed) => {
    expect(isAuthorisedPath(path, stored)).toBe(allowed)
  })

  test('a page whose id is its code is listed once', () => {
    expect(stored.basicMenus.filter((path) => path.endsWith('Page_9'))).toEqual([
      'application-runtime/Page_9',
    ])
  })
})

describe('a user who holds a page but not its folder', () => {
  // The server sends system-info-manage only to reach 'about'; its code gates backup and settings there.
  const reachOnly = { granted: false }
  const built = buildMenus(
    tree([
      resource(
        'system-info-manage',
        'folder',
        '',
        [resource('about', 'page', 'design/about', [], { granted: true })],
        reachOnly,
      ),
    ]).map((root) => ({ ...root, granted: false })),
  )
  const lists = menuLists(built, grantedPrefixes(routeTable, built.permittedCodes))
  const stored = { ...lists, defaultPage: '' }

  test('sees the folder in the menu, to reach the page', () => {
    expect(codes(built.design)).toEqual(['system-info-manage', 'about'])
  })

  test('holds only the page, as the server checks it', () => {
    expect([...built.permittedCodes]).toEqual(['about'])
  })

  test.each([
    ['/design/about', true],
    ['/design/system-info-mgr/backup', false],
    ['/design/system-info-mgr/login-page', false],
    ['/design/system-info-mgr/system-info', false],
  ])('%s authorised: %s', (path, allowed) => {
    expect(isAuthorisedPath(path, stored)).toBe(allowed)
  })

  test('holding the folder itself opens its screens', () => {
    const held = buildMenus(tree([resource('system-info-manage', 'folder', '', [], { granted: true })]))
    const prefixes = grantedPrefixes(routeTable, held.permittedCodes)
    expect(prefixes).toContain('design/system-info-mgr/backup')
  })
})
