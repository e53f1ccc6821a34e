import { expect, it } from 'vitest'
import { FanOutWindow } from '../../../server/live/fanOutWindow.ts'

/** A window on a hand-moved clock; `send(n, ms)` pushes n messages over ms and re-reads the rate. */
function windowOn(budget: number) {
  let clock = 0
  const window = new FanOutWindow(16, 50, budget, 60_000, () => clock)
  const send = (messages: number, ms: number) => {
    for (let i = 0; i < messages; i++) window.countSent()
    clock += ms
    window.adjust()
  }
  return { window, send }
}

it('keeps one frame while the hub pushes less than its budget', () => {
  const { window, send } = windowOn(3000)
  // 40 screens at a frame each: 2,500 messages a second.
  send(625, 250)
  expect(window.windowMs).toBe(16)
  window.close()
})

it('widens every window so a flood of screens settles at the budget, and narrows once it ends', () => {
  const { window, send } = windowOn(3000)
  // 100 flooded screens: each sends once per window, so the hub sends 100 × 1000 / window a second.
  const flood = (ms: number) => send(Math.round(((100 * 1000) / window.windowMs) * (ms / 1000)), ms)
  flood(250)
  expect(window.windowMs).toBeCloseTo(33.3, 0)
  flood(250)
  flood(250)
  expect(window.windowMs).toBeCloseTo(33.3, 0)
  // 300 screens would want 100 ms: capped at 50.
  send(Math.round(((300 * 1000) / window.windowMs) * 0.25), 250)
  expect(window.windowMs).toBe(50)
  // Quiet again: back to one frame at the next reading.
  send(2, 250)
  expect(window.windowMs).toBe(16)
  window.close()
})

it('never moves with a budget of 0', () => {
  const { window, send } = windowOn(0)
  send(100_000, 250)
  expect(window.windowMs).toBe(16)
  window.close()
})
