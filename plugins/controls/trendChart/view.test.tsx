// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { hostProps, type Mounted, renderWidget } from '../../../tests/unit/plugins/support/renderWidget.tsx'
import { createStoryServices } from '../../shared/fakeServices.ts'
import type { HistoryQuery, TrendSeries } from '../../shared/viewContract.ts'
import { trendChartProps } from './manifest.ts'
import TrendChartView from './view.tsx'

// G2 draws on a canvas jsdom does not have; the toolbar and its state are what is tested here.
vi.mock('../../charts/shared/G2Chart.tsx', () => ({ G2Chart: () => null }))

let mounted: Mounted<ReturnType<typeof defaultProps<typeof trendChartProps>>> | undefined

afterEach(async () => {
  await mounted?.unmount()
  mounted = undefined
  vi.useRealTimers()
})

describe('trend chart view', () => {
  test('a live chart whose refreshes fail says "Not updating" until one succeeds again', async () => {
    vi.useFakeTimers()
    const answers: ('ok' | 'fail')[] = ['ok', 'ok', 'fail', 'fail', 'ok']
    const queries: HistoryQuery[] = []
    const services = createStoryServices()
    services.history.query = async (query: HistoryQuery): Promise<TrendSeries[]> => {
      const answer = answers.shift()
      queries.push(query)
      if (answer === 'fail') throw new Error('The server cannot be reached')
      return query.pens.map((pen) => ({ ...pen, points: [{ time: query.end, value: 1 }] }))
    }
    const props = {
      ...defaultProps(trendChartProps),
      refreshSeconds: 1,
      pens: [{ objName: 'Pump_A1', propName: 'flow', name: '', color: '' }],
    }
    mounted = await renderWidget(TrendChartView, hostProps(props, { width: 600, height: 300, services }))
    const status = () => mounted?.container.querySelector('[role="status"]')?.textContent
    const tick = () => act(() => vi.advanceTimersByTimeAsync(1000))
    // Mounting loads the history once.
    expect(queries).toHaveLength(1)

    await tick()
    expect(status()).toBe('Live')
    await tick()
    expect(status()).toBe('Not updating')
    await tick()
    expect(status()).toBe('Not updating')
    await tick()
    expect(status()).toBe('Live')
  })
})
