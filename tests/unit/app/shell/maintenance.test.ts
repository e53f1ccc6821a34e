// @vitest-environment jsdom
import { i18n } from '@lingui/core'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  maintenanceState,
  pollRestoreStatus,
  RESTORE_STATUS_PATH,
  restoreOutcome,
  takePendingNotice,
} from '../../../../app/shell/maintenance'
import { enterMaintenance, leaveMaintenance } from '../../../../app/shell/restoreWatch'
import { RESTORE_POLL_INTERVAL_MS } from '../../../../engine/rules/display'

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en-us', messages: {} })
})

beforeEach(() => {
  vi.useFakeTimers()
  sessionStorage.clear()
})

afterEach(() => {
  leaveMaintenance()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('pollRestoreStatus', () => {
  test('reads every 5 s until the status is 2, 5 or 6, then stops', async () => {
    const statuses = [1, null, 3, 4, 2, 0]
    const readStatus = vi.fn(async () => {
      const status = statuses.shift()
      return status === null || status === undefined ? null : { status }
    })
    const onFinished = vi.fn()
    pollRestoreStatus({ readStatus, onFinished })
    expect(readStatus).not.toHaveBeenCalled()
    for (let tick = 1; tick <= 4; tick++) {
      await vi.advanceTimersByTimeAsync(RESTORE_POLL_INTERVAL_MS)
      expect(readStatus).toHaveBeenCalledTimes(tick)
      expect(onFinished).not.toHaveBeenCalled()
    }
    await vi.advanceTimersByTimeAsync(RESTORE_POLL_INTERVAL_MS)
    expect(onFinished).toHaveBeenCalledWith(2, '')
    await vi.advanceTimersByTimeAsync(RESTORE_POLL_INTERVAL_MS * 3)
    expect(readStatus).toHaveBeenCalledTimes(5)
  })

  test('a failed read (server restarting) keeps polling', async () => {
    const readStatus = vi
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ status: 5, message: 'x' })
    const onFinished = vi.fn()
    pollRestoreStatus({ readStatus, onFinished })
    await vi.advanceTimersByTimeAsync(RESTORE_POLL_INTERVAL_MS * 2)
    expect(onFinished).toHaveBeenCalledWith(5, 'x')
  })

  test('stop ends the polling', async () => {
    const readStatus = vi.fn(async () => ({ status: 1 }))
    const stop = pollRestoreStatus({ readStatus, onFinished: vi.fn() })
    await vi.advanceTimersByTimeAsync(RESTORE_POLL_INTERVAL_MS)
    stop()
    await vi.advanceTimersByTimeAsync(RESTORE_POLL_INTERVAL_MS * 3)
    expect(readStatus).toHaveBeenCalledTimes(1)
  })

  test('restoreOutcome names the final statuses', () => {
    expect([2, 5, 6].map(restoreOutcome)).toEqual(['succeeded', 'failed', 'rejected'])
  })
})

describe('enterMaintenance (425)', () => {
  function fakeStatusServer(statuses: number[]) {
    const calls: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url)
        const status = statuses.shift() ?? 2
        return new Response(JSON.stringify({ status, progress: 50, message: '' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        })
      }),
    )
    return calls
  }

  test('shows the overlay once, polls the status, then clears it, keeps a success notice and reloads', async () => {
    const calls = fakeStatusServer([1, 3, 2])
    const reload = vi.fn()
    enterMaintenance(reload)
    enterMaintenance(reload)
    expect(maintenanceState.active).toBe(true)
    await vi.advanceTimersByTimeAsync(RESTORE_POLL_INTERVAL_MS * 2)
    expect(reload).not.toHaveBeenCalled()
    expect(maintenanceState.active).toBe(true)
    await vi.advanceTimersByTimeAsync(RESTORE_POLL_INTERVAL_MS)
    expect(calls).toEqual([RESTORE_STATUS_PATH, RESTORE_STATUS_PATH, RESTORE_STATUS_PATH])
    expect(maintenanceState.active).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(takePendingNotice()).toEqual({ kind: 'success', title: 'Restore succeeded', message: '' })
    expect(takePendingNotice()).toBeNull()
  })

  test('a failed restore keeps a failure notice instead', async () => {
    fakeStatusServer([5])
    const reload = vi.fn()
    enterMaintenance(reload)
    await vi.advanceTimersByTimeAsync(RESTORE_POLL_INTERVAL_MS)
    expect(reload).toHaveBeenCalled()
    expect(takePendingNotice()).toMatchObject({ kind: 'error', title: 'Restore failed' })
  })
})
