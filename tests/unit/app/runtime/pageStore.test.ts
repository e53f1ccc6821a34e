import { describe, expect, test } from 'vitest'
import { createPageStore } from '../../../../app/stage/pageStore'
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
      'viewport',
    ])
    expect(store.state.platform).toBe('pc')
    // The geometry index is synced from the start: hit-testing (shape clicks, values list) works at once.
    expect(store.index.block('b1')?.hitTest({ x: 20, y: 20 })).toBe('a')
  })
})
