import type { FastifyInstance } from 'fastify'
import type { SampleData } from '../../engine/bigdata/analysis.ts'
import { BIGDATA_MESSAGES } from '../../engine/bigdata/messages.ts'
import { resample, type SampleAggregation } from '../../engine/bigdata/resample.ts'
import { type MessageDescriptor, withValues } from '../../engine/messages.ts'
import type { LiveStore } from '../live/store.ts'
import '../history/plugin.ts'

/** A sample holds at most this many rows (intervals) and columns, so it stays a reasonable JSON row. */
export const SAMPLE_MAX_ROWS = 20_000
export const SAMPLE_MAX_COLUMNS = 20

/** What a sample is cut from. */
export interface SampleCut {
  columns: string[]
  start: number
  end: number
  intervalSeconds: number
  aggregation: SampleAggregation
}

const NUMERIC = ['int', 'long', 'float', 'double', 'bool']

/** Why the cut cannot be made (properties, range, size), or null. */
export function cutProblem(cut: SampleCut, store: LiveStore): MessageDescriptor | null {
  if (cut.columns.length === 0) return BIGDATA_MESSAGES.noColumns
  if (cut.columns.length > SAMPLE_MAX_COLUMNS)
    return withValues(BIGDATA_MESSAGES.tooManyColumns, { max: SAMPLE_MAX_COLUMNS })
  for (const name of cut.columns) {
    const [objName = '', propName = ''] = name.split('.')
    const property = store.property(objName, propName)
    if (!property) return withValues(BIGDATA_MESSAGES.unknownProperty, { name })
    if (!NUMERIC.includes(property.type)) return withValues(BIGDATA_MESSAGES.notNumeric, { name })
  }
  if (!(cut.start < cut.end)) return BIGDATA_MESSAGES.badRange
  const rows = Math.ceil((cut.end - cut.start) / (cut.intervalSeconds * 1000))
  if (rows > SAMPLE_MAX_ROWS) return withValues(BIGDATA_MESSAGES.tooManyRows, { rows, max: SAMPLE_MAX_ROWS })
  return null
}

/** Reads each property's history over the range and resamples it onto one time grid. */
export async function cutSample(app: FastifyInstance, cut: SampleCut): Promise<SampleData> {
  // Values still in the writer's buffer belong to the range too.
  await app.history.flush()
  const interval = cut.intervalSeconds * 1000
  const rows = Math.ceil((cut.end - cut.start) / interval)
  const times = Array.from({ length: rows }, (_, i) => new Date(cut.start + i * interval).toISOString())
  const columns: SampleData['columns'] = {}
  for (const name of [...new Set(cut.columns)]) {
    const { prior, samples } = await app.history.samples(name, cut.start, cut.end)
    columns[name] = resample(samples, prior, cut.start, cut.end, interval, cut.aggregation)
  }
  return { times, columns }
}
