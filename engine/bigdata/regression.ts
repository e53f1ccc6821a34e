import { Matrix, QrDecomposition } from 'ml-matrix'

/**
 * A fitted model, as stored with an experiment run and published as a soft sensor:
 * y = coefficients[0] + Σ coefficients[k] · term_k, where the terms are the inputs (linear) or the powers
 * 1…degree of the one input (polynomial).
 */
export type RegressionModel =
  | { kind: 'linear'; inputs: string[]; output: string; coefficients: number[] }
  | { kind: 'polynomial'; inputs: [string]; output: string; degree: number; coefficients: number[] }

/** How well a model fits the rows it was fitted on. */
export interface FitQuality {
  /** Rows used (those where the output and every input hold a number). */
  n: number
  r2: number
  rmse: number
}

export type FitResult =
  | { ok: true; model: RegressionModel; quality: FitQuality }
  | { ok: false; reason: 'tooFewRows' | 'collinear'; needed?: number }

export type RegressionSpec =
  | { kind: 'linear'; inputs: string[]; output: string }
  | { kind: 'polynomial'; input: string; output: string; degree: number }

const termsOf = (model: Pick<RegressionModel, 'kind'> & { degree?: number }, x: readonly number[]) =>
  model.kind === 'linear'
    ? [...x]
    : Array.from({ length: model.degree ?? 1 }, (_, k) => (x[0] as number) ** (k + 1))

/** The model's output for one row of inputs (in the model's input order). */
export function predict(model: RegressionModel, inputs: readonly number[]): number {
  const terms = termsOf(model, inputs)
  return terms.reduce(
    (sum, term, k) => sum + (model.coefficients[k + 1] as number) * term,
    model.coefficients[0] as number,
  )
}

/**
 * Ordinary least squares through a QR decomposition (ml-matrix), over the rows where every input and the
 * output hold a number. Refuses fewer rows than coefficients + 1 and inputs that are linearly dependent.
 */
export function fitRegression(
  spec: RegressionSpec,
  columns: Record<string, readonly (number | null)[]>,
): FitResult {
  const inputs = spec.kind === 'linear' ? spec.inputs : [spec.input]
  const shape =
    spec.kind === 'linear'
      ? { kind: 'linear' as const }
      : { kind: 'polynomial' as const, degree: spec.degree }
  const output = columns[spec.output] ?? []
  const design: number[][] = []
  const ys: number[] = []
  for (let row = 0; row < output.length; row++) {
    const y = output[row]
    const x = inputs.map((name) => columns[name]?.[row])
    if (typeof y !== 'number' || !Number.isFinite(y)) continue
    if (!x.every((v): v is number => typeof v === 'number' && Number.isFinite(v))) continue
    design.push([1, ...termsOf(shape, x)])
    ys.push(y)
  }
  const width = 1 + (spec.kind === 'linear' ? inputs.length : spec.degree)
  if (ys.length < width + 1) return { ok: false, reason: 'tooFewRows', needed: width + 1 }
  const qr = new QrDecomposition(new Matrix(design))
  if (!fullRank(qr, design.length)) return { ok: false, reason: 'collinear' }
  const solution = qr.solve(Matrix.columnVector(ys)).to1DArray()
  const model: RegressionModel =
    spec.kind === 'linear'
      ? { kind: 'linear', inputs: [...spec.inputs], output: spec.output, coefficients: solution }
      : {
          kind: 'polynomial',
          inputs: [spec.input],
          output: spec.output,
          degree: spec.degree,
          coefficients: solution,
        }
  const yMean = ys.reduce((a, b) => a + b, 0) / ys.length
  let residual = 0
  let total = 0
  design.forEach((row, i) => {
    const fitted = row.reduce((sum, term, k) => sum + term * (solution[k] as number), 0)
    residual += ((ys[i] as number) - fitted) ** 2
    total += ((ys[i] as number) - yMean) ** 2
  })
  // A constant output is fitted exactly by the intercept: R² is 1 then, not 0/0.
  const r2 = total === 0 ? 1 : 1 - residual / total
  return { ok: true, model, quality: { n: ys.length, r2, rmse: Math.sqrt(residual / ys.length) } }
}

/**
 * Rank test with a tolerance: ml-matrix's `isFullRank` compares R's diagonal with exact zero, which
 * rounding never reaches for dependent columns (b = 2a leaves ~1e-16 there).
 */
function fullRank(qr: QrDecomposition, rows: number): boolean {
  const r = qr.upperTriangularMatrix
  const diagonal = Array.from({ length: r.columns }, (_, k) => Math.abs(r.get(k, k)))
  const largest = Math.max(...diagonal)
  return largest > 0 && diagonal.every((d) => d > largest * Math.max(rows, r.columns) * 1e-12)
}
