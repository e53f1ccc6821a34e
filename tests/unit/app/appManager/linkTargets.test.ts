// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { linkCodeProblem } from '../../../../app/screens/appManager/LinkTargetFields'
import { linkTargets } from '../../../../app/screens/appManager/linkTargets'
import type { MenuResource } from '../../../../engine/rules/menus'

const node = (
  resourceCode: string,
  name: string,
  children: MenuResource[] = [],
  extra: Partial<MenuResource> = {},
): MenuResource => ({
  resourceId: resourceCode,
  resourceCode,
  name,
  resourceFunctionType: children.length ? 'folder' : 'page',
  resource: '{}',
  childResources: children,
  ...extra,
})

const tree: MenuResource[] = [
  node('application', 'Applications', [
    node('App_1', 'Boiler house', [node('App_1_Folder_1', 'Area A', [node('Page_9', 'Overview')])]),
    node('App_2', 'Hidden', [], { granted: false }),
  ]),
  node('report', 'Business', [node('Biz_1', 'Shift report')]),
  node('design', 'System', [
    node('system-info-manage', 'System information', [
      node('system-info', 'Overview', [], { resource: '{"url":"design/system-info-mgr/overview"}' }),
    ]),
  ]),
]

describe('link page targets', () => {
  it('lists applications, folders and pages with where they sit, skipping what the user does not hold', () => {
    expect(linkTargets(tree, 'app')).toEqual([
      { code: 'App_1', label: 'Boiler house' },
      { code: 'App_1_Folder_1', label: 'Boiler house / Area A' },
      { code: 'Page_9', label: 'Boiler house / Area A / Overview' },
    ])
    expect(linkTargets(tree, 'business')).toEqual([{ code: 'Biz_1', label: 'Shift report' }])
  })

  it('offers only system functions that open a screen of their own', () => {
    expect(linkTargets(tree, 'system')).toEqual([
      { code: 'system-info', label: 'System information / Overview' },
    ])
  })

  it('accepts a typed code only when it names a resource of the chosen type', () => {
    expect(linkCodeProblem(tree, 'app', ' App_1_Folder_1 ')).toBeNull()
    expect(linkCodeProblem(tree, 'app', 'Biz_1')).not.toBeNull()
    expect(linkCodeProblem(tree, 'system', 'system-info-manage')).not.toBeNull()
    expect(linkCodeProblem(tree, 'app', 'App_2')).not.toBeNull()
    // Not judged while the tree loads, nor for an empty field (the form asks for a code itself).
    expect(linkCodeProblem(null, 'app', 'anything')).toBeNull()
    expect(linkCodeProblem(tree, 'app', '')).toBeNull()
  })
})
