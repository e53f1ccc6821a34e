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
