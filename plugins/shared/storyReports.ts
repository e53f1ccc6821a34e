/**
 * An in-memory report for stories and tests: "Daily output" over sample batches, laid out by the engine
 * as the server does (groups, sums, a formula, pages), with a `line` parameter.
 */
import type { ReportDefinition } from '../../engine/reports/definition.ts'
import { layoutReport } from '../../engine/reports/layout.ts'
import { pagesInRange, paginate } from '../../engine/reports/pages.ts'
import { type ReportFileFormat, type ReportServices, ServiceError } from './viewContract.ts'

export const STORY_REPORT = 'Daily output'

const definition: ReportDefinition = {
  params: [
    { name: 'line', label: 'Line', type: 'text', defaultValue: 'all' },
    { name: 'from', label: 'From', type: 'date', defaultValue: '2026-03-01' },
  ],
  columns: [
    { field: 'line', title: 'Line', format: { kind: 'text' }, width: 8 },
    { field: 'day', title: 'Day', format: { kind: 'date' }, width: 12 },
    { field: 'qty', title: 'Quantity', format: { kind: 'number', decimals: 0 }, width: 10, sum: true },
    {
      field: 'amount',
      title: 'Amount',
      format: { kind: 'number', decimals: 2 },
      width: 12,
      formula: 'qty * 2.5',
      sum: true,
    },
  ],
  groupBy: 'line',
  totals: true,
  linesPerPage: 8,
}

const ROWS = Array.from({ length: 12 }, (_, index) => [
  index < 6 ? 'L1' : 'L2',
  `2026-03-0${1 + (index % 3)}T00:00:00.000Z`,
  10 + index,
])

export interface StoryReports extends ReportServices {
  /** Every export asked for, oldest first. */
  readonly exports: {
    name: string
    params: Record<string, string>
    format: ReportFileFormat
    pageRange?: string
  }[]
}

export function createStoryReports(): StoryReports {
  const exports: StoryReports['exports'] = []
  const known = (name: string) => {
    if (name !== STORY_REPORT) throw new ServiceError(`There is no report named ${name}`, 404)
  }
  return {
    exports,
    async describe(name) {
      known(name)
      return {
        name,
        params: definition.params,
        columns: definition.columns,
        linesPerPage: definition.linesPerPage,
      }
    },
    async run(name, params, pageRange) {
      known(name)
      const line = params.line || 'all'
      const rows = ROWS.filter((row) => line === 'all' || row[0] === line)
      const pages = paginate(
        layoutReport(definition, { columns: ['line', 'day', 'qty'], rows }),
        definition.linesPerPage,
      )
      const chosen = pagesInRange(pageRange, pages.length)
      if (!chosen.ok) throw new ServiceError(`The page range ${pageRange} is not valid`, 400)
      return {
        columns: definition.columns,
        lines: chosen.pages.flatMap((page) => pages[page - 1] ?? []),
        pages: chosen.pages,
        pageCount: pages.length,
        truncated: false,
      }
    },
    async exportFile(name, params, format, pageRange) {
      known(name)
      exports.push({ name, params, format, ...(pageRange ? { pageRange } : {}) })
    },
  }
}
