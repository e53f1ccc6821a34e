// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { openView, rememberView, setCamera } from '../../../../app/designer/state/view'
import { testStore } from './support'

// Issue 19, "the canvas opens cramped": a 1,920 px page opened at 49 % in a 1,440 × 900 window, and
// every page opened at the whole-page fit again, whatever zoom the user had chosen.
beforeEach(() => {
  localStorage.clear()
  vi.useFakeTimers()
})
afterEach(() => vi.useRealTimers())

function opened() {
  const store = testStore()
  store.state.viewport = { w: 900, h: 700 }
  openView(store)
  return store
}

describe('the view a page opens with', () => {
  test('without a remembered one, the page’s width fits the stage, its top at the top', () => {
    const { state } = opened()
    expect(state.camera.z).toBeCloseTo((900 - 48) / 1920)
    expect(state.camera.x).toBeCloseTo(24)
    expect(state.camera.y).toBeCloseTo(24)
  })

  test('the zoom and position the user left a page at come back when it opens again', async () => {
    const store = opened()
    const stop = rememberView(store)
    setCamera(store, { x: -300, y: -120, z: 0.8 })
    await Promise.resolve()
    vi.advanceTimersByTime(400)
    stop()
    expect(opened().state.camera).toEqual({ x: -300, y: -120, z: 0.8 })
  })

  test('an unreadable remembered view is ignored', () => {
    localStorage.setItem(`gantry.designer.view:${testStore().state.doc.id}:pc`, '{"z":"big"}')
    expect(opened().state.camera.z).toBeCloseTo((900 - 48) / 1920)
  })
})
