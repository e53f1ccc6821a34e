import { type Simulation, WAVEFORMS, waveValue } from '../../connectors/simulator/waveforms.ts'

/**
 * The demo chart series (GET /api/fake_chart_data): one series per simulator waveform, sampled the way
 * the simulator drives the demo plant, so a chart dropped on a page shows the shapes the plant will.
 */
export function chartSeries(points: number, stepSeconds: number, endMs: number) {
  // Align to the step, so two calls within a step answer the same samples.
  const last = Math.floor(endMs / (stepSeconds * 1000)) * stepSeconds * 1000
  return WAVEFORMS.map((waveform, index) => {
    const simulation: Simulation = {
      waveform,
      amplitude: 20,
      offset: 50,
      period: stepSeconds * points,
      phase: 0,
      duty: 0.5,
      holdSeconds: 0,
      every: 0,
      decimals: 2,
      runsWith: '',
      idle: 0,
    }
    return {
      name: waveform,
      points: Array.from({ length: points }, (_, i) => {
        const time = last - (points - 1 - i) * stepSeconds * 1000
        // The random waveform draws anew per sample: its seed is the series and the sample's step.
        const value = waveValue(simulation, time, index * 1_000_003 + time / (stepSeconds * 1000))
        return { time: new Date(time).toISOString(), value: Math.round(value * 100) / 100 }
      }),
    }
  })
}
