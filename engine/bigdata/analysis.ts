import { type MessageDescriptor, withValues } from '../messages.ts'
import { type Anomaly, rollingZScore } from './anomalies.ts'
import { type CorrelationMatrix, correlationMatrix } from './correlation.ts'
import { type ColumnSummary, describeColumn } from './describe.ts'
import { BIGDATA_MESSAGES } from './messages.ts'
import { type FitQuality, fitRegression, predict, type RegressionModel } from './regression.ts'

/** The analyses an experiment can run on a sample. */
export const ANALYSES = [
  'describe',
  'correlation',
  'linearRegression',
  'polynomialRegression',
  'zscore',
] as const
export type AnalysisKind = (typeof ANALYSES)[number]

/** An experiment's analysis and its parameters, kept with every run. */
export type AnalysisSpec =
  | { analysis: 'describe'; columns: string[] }
  | { analysis: 'correlation'; columns: string[] }
  | { analysis: 'linearRegression'; inputs: string[]; output: string }
  | { analysis: 'polynomialRegression'; input: string; output: string; degree: number }
  | { analysis: 'zscore'; column: string; window: number; threshold: number }

/** A sample's data: column name (`objName.propName`) → one value a row (null for a gap). */
export interface SampleData {
  times: string[]
  columns: Record<string, (number | null)[]>
}

export type AnalysisResult =
  | { analysis: 'describe'; summaries: ColumnSummary[] }
  | { analysis: 'correlation'; matrix: CorrelationMatrix }
  | {
      analysis: 'linearRegression' | 'polynomialRegression'
      model: RegressionModel
      quality: FitQuality
      /** Measured and fitted output per row, for the chart. */
      fitted: (number | null)[]
    }
  | { analysis: 'zscore'; column: string; z: (number | null)[]; anomalies: Anomaly[] }

const bad = (name: string, rule: string) => withValues(BIGDATA_MESSAGES.badParameter, { name, rule })
const isNames = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string')

/**
 * Why `spec` cannot run on a sample with these columns, or null. Also the shape check of stored input:
 * it accepts only what `cleanAnalysis` keeps.
 */
export function analysisProblem(spec: unknown, columns: readonly string[]): MessageDescriptor | null {
  if (typeof spec !== 'object' || spec === null) return bad('analysis', 'an object')
  const s = spec as Record<string, unknown>
  const known = (column: unknown, name: string): MessageDescriptor | null => {
    if (typeof column !== 'string') return bad(name, 'a column name')
    return columns.includes(column) ? null : withValues(BIGDATA_MESSAGES.unknownColumn, { column })
  }
  switch (s.analysis) {
    case 'describe':
    case 'correlation': {
      if (!isNames(s.columns)) return bad('columns', 'a list of column names')
      for (const column of s.columns) {
        const problem = known(column, 'columns')
        if (problem) return problem
      }
      return s.analysis === 'correlation' && s.columns.length === 1
        ? bad('columns', 'two or more columns')
        : null
    }
    case 'linearRegression': {
      if (!isNames(s.inputs) || s.inputs.length === 0) return bad('inputs', 'one or more column names')
      if (s.inputs.length > 10) return bad('inputs', 'at most 10 columns')
      for (const column of s.inputs) {
        const problem = known(column, 'inputs')
        if (problem) return problem
      }
      if (new Set(s.inputs).size !== s.inputs.length) return bad('inputs', 'different columns')
      return outputProblem(s.output, s.inputs, known)
    }
    case 'polynomialRegression': {
      const problem = known(s.input, 'input')
      if (problem) return problem
      if (!Number.isInteger(s.degree) || (s.degree as number) < 1 || (s.degree as number) > 6)
        return bad('degree', 'a whole number from 1 to 6')
      return outputProblem(s.output, [s.input as string], known)
    }
    case 'zscore': {
      const problem = known(s.column, 'column')
      if (problem) return problem
      if (!Number.isInteger(s.window) || (s.window as number) < 2 || (s.window as number) > 10_000)
        return bad('window', 'a whole number from 2 to 10000')
      if (typeof s.threshold !== 'number' || !(s.threshold > 0) || s.threshold > 100)
        return bad('threshold', 'a number above 0 and at most 100')
      return null
    }
    default:
      return bad('analysis', ANALYSES.join(', '))
  }
}

function outputProblem(
  output: unknown,
  inputs: string[],
  known: (column: unknown, name: string) => MessageDescriptor | null,
): MessageDescriptor | null {
  const problem = known(output, 'output')
  if (problem) return problem
  return inputs.includes(output as string)
    ? withValues(BIGDATA_MESSAGES.columnTwice, { column: output as string })
    : null
}

/** Only the fields of the spec's analysis (call after `analysisProblem` answered null). */
export function cleanAnalysis(spec: AnalysisSpec): AnalysisSpec {
  switch (spec.analysis) {
    case 'describe':
    case 'correlation':
      return { analysis: spec.analysis, columns: [...spec.columns] }
    case 'linearRegression':
      return { analysis: spec.analysis, inputs: [...spec.inputs], output: spec.output }
    case 'polynomialRegression':
      return { analysis: spec.analysis, input: spec.input, output: spec.output, degree: spec.degree }
    case 'zscore':
      return { analysis: spec.analysis, column: spec.column, window: spec.window, threshold: spec.threshold }
  }
}

/** Runs a checked analysis on a sample; a regression that cannot be fitted answers why. */
export function runAnalysis(
  spec: AnalysisSpec,
  data: SampleData,
): { ok: true; result: AnalysisResult } | { ok: false; reason: MessageDescriptor } {
  const pick = (names: string[]) => (names.length > 0 ? names : Object.keys(data.columns))
  switch (spec.analysis) {
    case 'describe':
      return {
        ok: true,
        result: {
          analysis: 'describe',
          summaries: pick(spec.columns).map((c) => describeColumn(c, data.columns[c] ?? [])),
        },
      }
    case 'correlation': {
      const chosen = Object.fromEntries(pick(spec.columns).map((c) => [c, data.columns[c] ?? []]))
      return { ok: true, result: { analysis: 'correlation', matrix: correlationMatrix(chosen) } }
    }
    case 'linearRegression':
    case 'polynomialRegression': {
      const fit = fitRegression(
        spec.analysis === 'linearRegression'
          ? { kind: 'linear', inputs: spec.inputs, output: spec.output }
          : { kind: 'polynomial', input: spec.input, output: spec.output, degree: spec.degree },
        data.columns,
      )
      if (!fit.ok)
        return {
          ok: false,
          reason:
            fit.reason === 'collinear'
              ? BIGDATA_MESSAGES.collinear
              : withValues(BIGDATA_MESSAGES.tooFewRows, { needed: fit.needed ?? 0 }),
        }
      const fitted = data.times.map((_, row) => {
        const x = fit.model.inputs.map((c) => data.columns[c]?.[row])
        return x.every((v): v is number => typeof v === 'number') ? predict(fit.model, x) : null
      })
      return { ok: true, result: { analysis: spec.analysis, model: fit.model, quality: fit.quality, fitted } }
    }
    case 'zscore': {
      const { z, anomalies } = rollingZScore(data.columns[spec.column] ?? [], spec.window, spec.threshold)
      return { ok: true, result: { analysis: 'zscore', column: spec.column, z, anomalies } }
    }
  }
}
