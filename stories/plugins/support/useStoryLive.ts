import { useEffect, useState } from 'react'
import type { LiveProps, Quality } from '../../../plugins/shared/viewContract.ts'

/**
 * Simulated live values for a story: `sample(step)` gives the bound props' values at each step, every
 * `intervalMs`, of `quality` (or the quality at each step). Stands in for the runtime's WebSocket feed
 * (values already transformed).
 */
export function useStoryLive(
  sample: (step: number) => Record<string, unknown>,
  intervalMs = 1000,
  quality: Quality | ((step: number) => Quality) = 'good',
): LiveProps {
  const [step, setStep] = useState(0)
  useEffect(() => {
    const timer = setInterval(() => setStep((s) => s + 1), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  const time = Date.now()
  const values = sample(step)
  const now = typeof quality === 'function' ? quality(step) : quality
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, { value, quality: now, time }]),
  )
}
