import type { Generated } from 'kysely'

/** Tables of migration 0121, joined to the shared `Database` interface by module augmentation. */
export interface BigdataSamplesTable {
  sampleId: Generated<number>
  name: string
  /** JSON text: column names */
  columns: string
  startAt: string
  endAt: string
  intervalSeconds: number
  aggregation: string
  rowCount: number
  /** JSON text: SampleData */
  data: string
  createdAt: string
  updatedAt: string
  version: Generated<number>
}

export interface BigdataExperimentsTable {
  experimentId: Generated<number>
  name: string
  sampleId: number
  /** JSON text: AnalysisSpec */
  spec: string
  createdAt: string
  updatedAt: string
  version: Generated<number>
}

export interface BigdataExperimentRunsTable {
  runId: Generated<number>
  experimentId: number
  trigger: string
  spec: string
  status: string
  result: string | null
  error: string | null
  rows: number
  startedAt: string
  endedAt: string
}

export interface BigdataReleasesTable {
  releaseId: Generated<number>
  name: string
  targetObj: string
  targetProp: string
  activeVersion: number
  enabled: Generated<number>
  createdAt: string
  updatedAt: string
  version: Generated<number>
}

export interface BigdataReleaseVersionsTable {
  releaseId: number
  versionNo: number
  runId: number | null
  model: string
  createdAt: string
}

declare module '../db/schema.ts' {
  interface Database {
    bigdataSamples: BigdataSamplesTable
    bigdataExperiments: BigdataExperimentsTable
    bigdataExperimentRuns: BigdataExperimentRunsTable
    bigdataReleases: BigdataReleasesTable
    bigdataReleaseVersions: BigdataReleaseVersionsTable
  }
}
