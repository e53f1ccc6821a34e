import { describe, expect, test } from 'vitest'
import { tabHidden, visibleBlocks } from '../../../../app/stage/culling'
import { chooseTab, createPageStore } from '../../../../app/stage/pageStore'
import { TABS_TYPE } from '../../../../engine/document/tabPanels'
import { page, widget } from '../../engine/support/builders'
import { testRegistry } from '../designer/support'

describe('the runtime page store', () => {
  test('is read-only: the page, its view and geometry, and no editor, history or clipboard', () => {
    const store = createPageStore(page({ b1: [widget('a', { x: 10, y: 10, w: 40, h: 40 })] }), {
      registry: testRegistry(),
    })
    expect(Object.keys(store).sort()).toEqual(['index', 'registry', 'state'])
    expect(Object.keys(store.state).sort()).toEqual([
      'camera',
      'doc',
      'dragOffset',
      'gesture',
      'platform',
      'selection',
      'tabId',
      'tabs',
      'viewport',
    ])
    expect(store.state.platform).toBe('pc')
    // The geometry index is synced from the start: hit-testing (shape clicks, values list) works at once.
    expect(store.index.block('b1')?.hitTest({ x: 20, y: 20 })).toBe('a')
  })

  test("an operator's tab choice hides the other tabs' widgets from every layer and from clicks", () => {
    const tabs = widget('tabs', { type: TABS_TYPE, x: 0, y: 0, w: 400, h: 300, props: { value: 'a' } })
    const onA = widget('onA', { x: 50, y: 100, w: 40, h: 40, tab: { host: 'tabs', value: 'a' } })
    const onB = widget('onB', { x: 50, y: 100, w: 40, h: 40, tab: { host: 'tabs', value: 'b' } })
    const store = createPageStore(page({ b1: [tabs, onA, onB] }), { registry: testRegistry() })
    const area = { x: -1000, y: -1000, w: 5000, h: 5000 }
    const shown = () =>
      visibleBlocks(store, store.state.doc, 'pc', '', area).flatMap((b) => b.widgets.map((w) => w.id))
    // The designed tab first.
    expect(shown()).toEqual(['tabs', 'onA'])
    const hit = () => store.index.block('b1')?.hitTest({ x: 60, y: 110 }, undefined, tabHidden(store, 'b1'))
    expect(hit()).toBe('onA')
    const before = store.state.tabs
    chooseTab(store.state, 'tabs', 'b')
    expect(store.state.tabs).not.toBe(before)
    expect(shown()).toEqual(['tabs', 'onB'])
    expect(hit()).toBe('onB')
    // Choosing the tab already shown changes nothing (no redraw).
    const after = store.state.tabs
    chooseTab(store.state, 'tabs', 'b')
    expect(store.state.tabs).toBe(after)
  })
})
