import { describe, expect, it } from 'vitest'
import {
  buildRuntimeMenu,
  collectGrantedCodes,
  collectResourceCodes,
  filterDesignMenu,
  flattenMenuPaths,
  isSystemInfoVisible,
  type MenuResource,
  readResourceGroups,
  readResourceSettings,
  resolveRuntimeEntry,
  visibleMenuNodes,
} from '../../../../engine/rules/menus.ts'

function resource(
  code: string,
  type: 'page' | 'folder',
  extra: Partial<MenuResource> = {},
  children?: MenuResource[],
): MenuResource {
  return {
    resourceId: extra.resourceId ?? `${code}-id`,
    resourceCode: code,
    name: extra.name ?? code,
    resourceFunctionType: type,
    resource: extra.resource ?? '{"config":{}}',
    ...(extra.granted === undefined ? {} : { granted: extra.granted }),
    ...(children === undefined ? {} : { childResources: children }),
  }
}

describe('readResourceSettings', () => {
  it('reads menuDisplay (default true), url and icon', () => {
    expect(readResourceSettings('{"config":{"menuDisplay":false,"icon":"home"},"url":"/x"}')).toEqual({
      menuDisplay: false,
      url: '/x',
      icon: 'home',
    })
    expect(readResourceSettings('{"config":{}}')).toEqual({ menuDisplay: true, url: '', icon: '' })
  })

  it('falls back to the defaults for malformed JSON', () => {
    for (const json of ['', '{', 'null', '[]', '42', '{"config":"x"}', undefined, null]) {
      expect(readResourceSettings(json), String(json)).toEqual({ menuDisplay: true, url: '', icon: '' })
    }
  })
})

describe('buildRuntimeMenu', () => {
  const tree = [
    resource('app', 'folder', { resourceId: 10, name: 'Plant' }, [
      resource('Page_boiler', 'page', {
        resourceId: 11,
        resource: '{"config":{"menuDisplay":false},"url":"u1"}',
      }),
      resource('pump', 'page', { resourceId: 12 }, []),
      resource('sub', 'folder', { resourceId: 13 }, [resource('Page_deep', 'page', { resourceId: 14 })]),
    ]),
  ]

  it('builds paths application-runtime/{resourceCodeOrPageId}', () => {
    const [root] = buildRuntimeMenu(tree)
    expect(root?.id).toBe('10')
    expect(root?.path).toBe('application-runtime/10')
    expect(root?.name).toBe('Plant')
    expect(root?.children.map((child) => child.id)).toEqual(['Page_boiler', '12', '13'])
    expect(root?.children.map((child) => child.path)).toEqual([
      'application-runtime/Page_boiler',
      'application-runtime/12',
      'application-runtime/13',
    ])
  })

  it('uses a Page_ code only for page resources', () => {
    const [folder] = buildRuntimeMenu([resource('Page_folder', 'folder', { resourceId: 5 })])
    expect(folder?.id).toBe('5')
  })

  it('records ancestors, url and menuDisplay', () => {
    const [root] = buildRuntimeMenu(tree)
    const boiler = root?.children[0]
    expect(boiler).toMatchObject({ parentId: ['10'], url: 'u1', menuDisplay: false, icon: '', children: [] })
    expect(root?.children[2]?.children[0]).toMatchObject({
      id: 'Page_deep',
      parentId: ['10', '13'],
      menuDisplay: true,
    })
  })

  it('never throws on malformed input', () => {
    const junk = [
      null,
      {
        resourceId: 1,
        resourceCode: 7,
        resourceFunctionType: 'page',
        resource: '{bad',
        childResources: 'no',
      },
      { resourceId: 2, childResources: [null, { resourceId: 3 }] },
    ] as unknown as MenuResource[]
    const menu = buildRuntimeMenu(junk)
    expect(menu.map((node) => node.id)).toEqual(['1', '2'])
    expect(menu[1]?.children.map((node) => node.id)).toEqual(['3'])
    expect(buildRuntimeMenu(undefined as unknown as MenuResource[])).toEqual([])
  })

  it('hides nodes with menuDisplay false through visibleMenuNodes', () => {
    const visible = visibleMenuNodes(buildRuntimeMenu(tree))
    expect(flattenMenuPaths(visible)).toEqual([
      'application-runtime/10',
      'application-runtime/12',
      'application-runtime/13',
      'application-runtime/Page_deep',
    ])
  })
})

describe('filterDesignMenu', () => {
  const entries = [
    {
      path: 'design/user-manage',
      children: [{ path: 'design/user-manage/role-itemlist' }, { path: 'design/user-manage/user-itemlist' }],
    },
    { path: 'design/about' },
    { path: '/design/workflow', code: 'workflow-res' },
    { path: 'hellow' },
  ]

  it('keeps design/ entries only when permitted, and other entries always', () => {
    const permitted = new Set(['design/user-manage', 'design/user-manage/user-itemlist', 'workflow-res'])
    const filtered = filterDesignMenu(entries, permitted)
    expect(flattenMenuPaths(filtered)).toEqual([
      'design/user-manage',
      'design/user-manage/user-itemlist',
      '/design/workflow',
      'hellow',
    ])
  })

  it('removes everything of the design side for an empty permission set', () => {
    expect(flattenMenuPaths(filterDesignMenu(entries, new Set()))).toEqual(['hellow'])
  })

  it('works with codes collected from the permission tree', () => {
    const tree = [resource('design/about', 'page')]
    expect(flattenMenuPaths(filterDesignMenu(entries, collectResourceCodes(tree)))).toEqual([
      'design/about',
      'hellow',
    ])
  })
})

describe('collectGrantedCodes', () => {
  it('holds what was granted, not the folders sent only to reach it', () => {
    const tree = [
      resource('design', 'folder', { granted: false }, [
        resource('system-info-manage', 'folder', { granted: false }, [
          resource('about', 'page', { granted: true }),
        ]),
        resource('user-manage', 'folder', { granted: true }, [
          resource('user-itemlist', 'page', { granted: true }),
        ]),
      ]),
    ]
    expect([...collectGrantedCodes(tree)].sort()).toEqual(['about', 'user-itemlist', 'user-manage'])
    // Every code is in the tree all the same: the menu still reaches 'about' through its folder.
    expect(collectResourceCodes(tree).has('system-info-manage')).toBe(true)
  })

  it('counts a node without the flag as held (an administrator holds everything)', () => {
    const tree = [resource('design', 'folder', {}, [resource('system-info-manage', 'folder')])]
    expect([...collectGrantedCodes(tree)]).toEqual(['design', 'system-info-manage'])
  })
})

describe('isSystemInfoVisible', () => {
  it('needs system-info-manage with system-info as its first child', () => {
    const visible = [
      resource('design', 'folder', {}, [
        resource('system-info-manage', 'folder', {}, [resource('system-info', 'page')]),
      ]),
    ]
    expect(isSystemInfoVisible(visible)).toBe(true)
  })

  it('is hidden when system-info is missing or not first', () => {
    const second = [
      resource('system-info-manage', 'folder', {}, [
        resource('about', 'page'),
        resource('system-info', 'page'),
      ]),
    ]
    expect(isSystemInfoVisible(second)).toBe(false)
    expect(isSystemInfoVisible([resource('system-info-manage', 'folder')])).toBe(false)
    expect(isSystemInfoVisible([resource('system-info', 'page')])).toBe(false)
    expect(isSystemInfoVisible([])).toBe(false)
  })
})

describe('readResourceGroups', () => {
  it('reads the design, report and application groups', () => {
    const tree = [
      resource('design', 'folder', {}, [resource('design/about', 'page')]),
      resource('report', 'folder', {}, [resource('r1', 'page'), resource('r2', 'page')]),
      resource('other', 'folder', {}, [resource('x', 'page')]),
    ]
    const groups = readResourceGroups(tree)
    expect(groups.design.map((item) => item.resourceCode)).toEqual(['design/about'])
    expect(groups.report.map((item) => item.resourceCode)).toEqual(['r1', 'r2'])
    expect(groups.application).toEqual([])
  })
})

describe('flattenMenuPaths', () => {
  it('lists paths depth first and skips junk', () => {
    const nodes = [
      { path: 'a', children: [{ path: 'a/b', children: [{ path: 'a/b/c' }] }, null] },
      { path: 'd' },
    ] as unknown as { path: string }[]
    expect(flattenMenuPaths(nodes)).toEqual(['a', 'a/b', 'a/b/c', 'd'])
  })
})

describe('resolveRuntimeEntry', () => {
  const page = (resourceId: number, code: string, pageId: string): MenuResource => ({
    resourceId,
    resourceCode: code,
    name: code,
    resourceFunctionType: 'page',
    resource: JSON.stringify({ config: { menuDisplay: true }, url: `application-runtime/${pageId}` }),
  })
  const tree: MenuResource[] = [
    {
      resourceId: 1,
      resourceCode: 'App_7',
      name: 'Plant',
      resourceFunctionType: 'folder',
      resource: '{"config":{}}',
      childResources: [
        {
          resourceId: 2,
          resourceCode: 'Folder_3',
          name: 'Boilers',
          resourceFunctionType: 'folder',
          resource: '{"config":{}}',
          childResources: [page(3, 'Page_b1', 'Page_b1'), page(4, 'boiler-2', 'Page_b2')],
        },
      ],
    },
    {
      resourceId: 9,
      resourceCode: 'user-manage',
      name: 'Users',
      resourceFunctionType: 'page',
      resource: '{"config":{},"url":"design/user-manage/users"}',
    },
  ]

  it('leads a page resource, by code or by resource id, to the page its url names', () => {
    expect(resolveRuntimeEntry(tree, 'boiler-2')).toEqual({ kind: 'page', pageId: 'Page_b2' })
    expect(resolveRuntimeEntry(tree, '4')).toEqual({ kind: 'page', pageId: 'Page_b2' })
  })

  it('leads an application or a folder to its first page', () => {
    expect(resolveRuntimeEntry(tree, 'App_7')).toEqual({ kind: 'page', pageId: 'Page_b1' })
    expect(resolveRuntimeEntry(tree, '2')).toEqual({ kind: 'page', pageId: 'Page_b1' })
  })

  it('leads a system or business resource to its own route, and anything else nowhere', () => {
    expect(resolveRuntimeEntry(tree, 'user-manage')).toEqual({
      kind: 'route',
      path: '/design/user-manage/users',
    })
    expect(resolveRuntimeEntry(tree, 'missing')).toBeNull()
    expect(resolveRuntimeEntry([], 'App_7')).toBeNull()
  })
})
