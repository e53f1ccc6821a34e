import { describe, expect, it } from 'vitest'
import {
  type Authority,
  areaOf,
  authorityForUserId,
  isAuthorisedPath,
  isDrawingMode,
  landingPath,
  routeAccess,
  type StoredMenus,
} from '../../../../engine/rules/routes.ts'

describe('authorityForUserId', () => {
  it('maps userId 1 to admin, any other to user and none to guest', () => {
    expect(authorityForUserId(1)).toBe('admin')
    expect(authorityForUserId(2)).toBe('user')
    expect(authorityForUserId(0)).toBe('user')
    expect(authorityForUserId(null)).toBe('guest')
    expect(authorityForUserId(undefined)).toBe('guest')
  })
})

describe('areaOf', () => {
  it('matches the areas in the spec order, by whole segments', () => {
    expect(areaOf('/layout')).toBe('/layout')
    expect(areaOf('/layout/application-preview/7')).toBe('/layout')
    expect(areaOf('/user/login')).toBe('/user')
    expect(areaOf('/runtime-fullscreen/runtime-fullscreen/Page_1')).toBe('/runtime-fullscreen')
    expect(areaOf('/design/about')).toBe('/design')
    expect(areaOf('/application-runtime/42')).toBe('/')
    expect(areaOf('/')).toBe('/')
    expect(areaOf('/layoutx')).toBe('/')
    expect(areaOf('/designer')).toBe('/')
    expect(areaOf('/users')).toBe('/')
  })

  it('reads hash routes and ignores the query', () => {
    expect(areaOf('#/design/about?tab=1')).toBe('/design')
    expect(areaOf('design/about')).toBe('/design')
    expect(areaOf('/layout?x=/design')).toBe('/layout')
  })
})

describe('routeAccess', () => {
  const everyone: Authority[] = ['admin', 'user', 'guest']

  it('lets anyone into /layout and /user pages', () => {
    for (const authority of everyone) {
      expect(routeAccess('/layout/workflow/3', authority)).toBe('allow')
      expect(routeAccess('/user/login', authority)).toBe('allow')
    }
  })

  it('sends /user itself to the login page', () => {
    for (const authority of everyone) {
      expect(routeAccess('/user', authority)).toBe('redirectLogin')
      expect(routeAccess('/user/', authority)).toBe('redirectLogin')
    }
  })

  it('needs user or admin for /runtime-fullscreen, /design and /', () => {
    for (const path of [
      '/runtime-fullscreen/runtime-fullscreen/1',
      '/design/about',
      '/',
      '/application-runtime/1',
    ]) {
      expect(routeAccess(path, 'admin'), path).toBe('allow')
      expect(routeAccess(path, 'user'), path).toBe('allow')
      expect(routeAccess(path, 'guest'), path).toBe('redirectLogin')
    }
  })
})

describe('isAuthorisedPath', () => {
  const menus: StoredMenus = {
    basicMenus: ['application-runtime/Page_home'],
    designMenus: ['design/user-manage'],
    defaultPage: '/application-runtime/Page_start',
  }

  it('allows paths containing a stored menu entry or the default page', () => {
    expect(isAuthorisedPath('/application-runtime/Page_home', menus)).toBe(true)
    expect(isAuthorisedPath('/design/user-manage/user-itemlist', menus)).toBe(true)
    expect(isAuthorisedPath('/application-runtime/Page_start', menus)).toBe(true)
  })

  it('allows the welcome, preview and full-screen paths', () => {
    const none: StoredMenus = { basicMenus: [], designMenus: [], defaultPage: null }
    expect(isAuthorisedPath('/hellow', none)).toBe(true)
    expect(isAuthorisedPath('/design/hellow', none)).toBe(true)
    expect(isAuthorisedPath('/layout/application-preview/3', none)).toBe(true)
    expect(isAuthorisedPath('/runtime-fullscreen/runtime-fullscreen/Page_1', none)).toBe(true)
  })

  it('refuses anything else', () => {
    expect(isAuthorisedPath('/design/global-setting/sql-datasource', menus)).toBe(false)
    expect(isAuthorisedPath('/application-runtime/Page_other', menus)).toBe(false)
    expect(isAuthorisedPath('/layout', menus)).toBe(false)
  })

  it('never lets an empty or slash-only entry authorise every path', () => {
    const careless: StoredMenus = { basicMenus: ['', '  ', '/'], designMenus: ['//'], defaultPage: '' }
    expect(isAuthorisedPath('/design/user-manage/role-itemlist', careless)).toBe(false)
    expect(isAuthorisedPath('/', careless)).toBe(false)
  })
})

describe('isDrawingMode', () => {
  it('is on for the editor, workflow, industry drawing and about paths', () => {
    expect(isDrawingMode('/design/industry-application-mgr/application-editor/5')).toBe(true)
    expect(isDrawingMode('/design/workflow/12')).toBe(true)
    expect(isDrawingMode('/design/industryDrawing/3')).toBe(true)
    expect(isDrawingMode('/design/about')).toBe(true)
  })

  it('is off elsewhere', () => {
    expect(isDrawingMode('/design/user-manage/user-itemlist')).toBe(false)
    expect(isDrawingMode('/design/workflow')).toBe(false)
    expect(isDrawingMode('/design/industry-application-mgr/application-mgr')).toBe(false)
  })
})

describe('landingPath', () => {
  it('goes to the default page, or /hellow when none is set', () => {
    expect(landingPath('/application-runtime/Page_start')).toBe('/application-runtime/Page_start')
    expect(landingPath(null)).toBe('/hellow')
    expect(landingPath('')).toBe('/hellow')
  })
})
