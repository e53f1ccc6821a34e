import { expect, it } from 'vitest'
import { liveSettings } from '../../../server/live/settings.ts'

it('batches values for 16 ms (one display frame) unless GANTRY_LIVE_BATCH_MS says otherwise', () => {
  expect(liveSettings({}).batchMs).toBe(16)
  expect(liveSettings({ GANTRY_LIVE_BATCH_MS: '' }).batchMs).toBe(16)
  expect(liveSettings({ GANTRY_LIVE_BATCH_MS: '20' }).batchMs).toBe(20)
  expect(liveSettings({ GANTRY_LIVE_BATCH_MS: ' 1000 ' }).batchMs).toBe(1000)
  // Tests' configuration wins over the environment.
  expect(liveSettings({ GANTRY_LIVE_BATCH_MS: '20' }, { batchMs: 15 }).batchMs).toBe(15)
  expect(liveSettings({ GANTRY_LIVE_BATCH_MS: 'fast' }, { batchMs: 15 }).batchMs).toBe(15)
})

it('refuses a window that is not a whole number from 10 to 1000 ms, naming the variable', () => {
  for (const text of ['9', '1001', '0', '-50', '12.5', 'fast', '50ms', '0x20', '1e2']) {
    expect(() => liveSettings({ GANTRY_LIVE_BATCH_MS: text })).toThrow(
      `GANTRY_LIVE_BATCH_MS must be a whole number of milliseconds from 10 to 1000, not "${text}"`,
    )
  }
})

it('widens windows above 3,000 pushed messages a second unless GANTRY_LIVE_FANOUT_BUDGET says otherwise', () => {
  expect(liveSettings({}).fanOutBudget).toBe(3000)
  expect(liveSettings({ GANTRY_LIVE_FANOUT_BUDGET: '0' }).fanOutBudget).toBe(0)
  expect(liveSettings({ GANTRY_LIVE_FANOUT_BUDGET: ' 20000 ' }).fanOutBudget).toBe(20000)
  for (const text of ['99', '1000001', '-1', '2.5', 'many', '1e4']) {
    expect(() => liveSettings({ GANTRY_LIVE_FANOUT_BUDGET: text })).toThrow(
      `GANTRY_LIVE_FANOUT_BUDGET must be 0 (fixed window) or a whole number of messages a second from 100 to 1000000, not "${text}"`,
    )
  }
})
