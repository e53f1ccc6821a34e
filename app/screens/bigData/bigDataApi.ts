import type { AnalysisResult, AnalysisSpec, SampleData } from '../../../engine/bigdata/analysis.ts'
import type { FitQuality, RegressionModel } from '../../../engine/bigdata/regression.ts'
import type { SampleAggregation } from '../../../engine/bigdata/resample.ts'
import { call, fetchJson, type Page, type Paging } from '../admin/common/request'

/** The pages of the big data menu (S0 §2 /design/industry-big-data/:path). */
export const BIG_DATA_PAGES = [
  'samples-mgr',
  'experiments-mgr',
  'publish-mgr-release',
  'machine-vision',
] as const
export type BigDataPage = (typeof BIG_DATA_PAGES)[number]

const base = '/api/bigdata'

export interface Sample {
  sampleId: number
  name: string
  columns: string[]
  startAt: string
  endAt: string
  intervalSeconds: number
  aggregation: SampleAggregation
  rowCount: number
  createdAt: string
  version: number
}

export interface SampleBody {
  name: string
  columns: string[]
  start: string
  end: string
  intervalSeconds: number
  aggregation: SampleAggregation
}

export interface Experiment {
  experimentId: number
  name: string
  sampleId: number
  sampleName: string
  spec: AnalysisSpec
  updatedAt: string
  version: number
}

export interface ExperimentRun {
  runId: number
  experimentId: number
  trigger: 'manual' | 'schedule'
  spec: AnalysisSpec
  status: 'succeeded' | 'failed'
  result?: AnalysisResult | null
  error: string | null
  rows: number
  startedAt: string
  endedAt: string
}

export interface Vqt {
  value: unknown
  quality: 'good' | 'bad' | 'uncertain'
  timestamp: string
}

export interface Release {
  releaseId: number
  name: string
  target: { objName: string; propName: string }
  activeVersion: number
  enabled: boolean
  version: number
  live: Vqt | null
  versions: { versionNo: number; runId: number | null; model: RegressionModel; createdAt: string }[]
}

export interface PublishableModel {
  runId: number
  experimentName: string
  endedAt: string
  model: RegressionModel
  quality: FitQuality
}

type Keyword = { keyword: string }

export const listSamples = (query: Keyword & Paging) =>
  fetchJson<Page<Sample>>(`${base}/samples`, { ...query })
export const getSample = (id: number) => fetchJson<Sample & { data: SampleData }>(`${base}/samples/${id}`)
export const createSample = (body: SampleBody) =>
  call<Sample & { data: SampleData }>('POST', `${base}/samples`, body, { failure: 'screen' })
export const deleteSample = (id: number) => call<void>('DELETE', `${base}/samples/${id}`)
export const sampleExportPath = (id: number, format: 'csv' | 'xlsx') =>
  `${base}/samples/${id}/export?format=${format}`

export const listExperiments = (query: Keyword & Paging) =>
  fetchJson<Page<Experiment>>(`${base}/experiments`, { ...query })
export const createExperiment = (body: { name: string; sampleId: number; spec: AnalysisSpec }) =>
  call<Experiment>('POST', `${base}/experiments`, body, { failure: 'screen' })
export const updateExperiment = (id: number, body: { name?: string; spec?: AnalysisSpec; version: number }) =>
  call<Experiment>('PUT', `${base}/experiments/${id}`, body, { failure: 'screen' })
export const deleteExperiment = (id: number) => call<void>('DELETE', `${base}/experiments/${id}`)
export const runExperiment = (id: number) => call<ExperimentRun>('POST', `${base}/experiments/${id}/run`)
export const listRuns = (id: number, paging: Paging) =>
  fetchJson<Page<ExperimentRun>>(`${base}/experiments/${id}/runs`, { ...paging })
export const getRun = (runId: number) => fetchJson<ExperimentRun>(`${base}/runs/${runId}`)

export const listReleases = (query: Keyword & Paging) =>
  fetchJson<Page<Release>>(`${base}/releases`, { ...query })
export const listModels = () => fetchJson<PublishableModel[]>(`${base}/releases/models`)
export const createRelease = (body: {
  name: string
  runId: number
  target: { objName: string; propName: string }
}) => call<Release>('POST', `${base}/releases`, body, { failure: 'screen' })
export const publishVersion = (id: number, body: { runId: number; version: number }) =>
  call<Release>('POST', `${base}/releases/${id}/versions`, body, { failure: 'screen' })
export const updateRelease = (
  id: number,
  body: { activeVersion?: number; enabled?: boolean; version: number },
) => call<Release>('PUT', `${base}/releases/${id}`, body)
export const deleteRelease = (id: number) => call<void>('DELETE', `${base}/releases/${id}`)
