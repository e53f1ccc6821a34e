import { mean, sampleStandardDeviation } from 'simple-statistics'

/** A point whose rolling z-score passed the threshold. */
export interface Anomaly {
  /** Row index in the column. */
  index: number
  value: number
  z: number
}

/**
 * Rolling z-score anomalies: each value is compared with the mean and sample standard deviation of the
 * `window` values before it (gaps skipped), and flagged when |z| > `threshold`. Values are flagged only
 * once a full window precedes them; a flat window (std 0) flags any different value with z = ±Infinity.
 */
export function rollingZScore(
  values: readonly (number | null)[],
  window: number,
  threshold: number,
): { z: (number | null)[]; anomalies: Anomaly[] } {
  const z: (number | null)[] = []
  const anomalies: Anomaly[] = []
  const recent: number[] = []
  values.forEach((value, index) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      z.push(null)
      return
    }
    let score: number | null = null
    if (recent.length === window) {
      const m = mean(recent)
      const s = sampleStandardDeviation(recent)
      score = s === 0 ? (value === m ? 0 : Math.sign(value - m) * Number.POSITIVE_INFINITY) : (value - m) / s
      if (Math.abs(score) > threshold) anomalies.push({ index, value, z: score })
    }
    z.push(score)
    recent.push(value)
    if (recent.length > window) recent.shift()
  })
  return { z, anomalies }
}
