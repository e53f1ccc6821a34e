import { describe, expect, it } from 'vitest'
import { formatCell } from '../../../../engine/reports/format.ts'
import { layoutReport } from '../../../../engine/reports/layout.ts'
import { pagesInRange, paginate } from '../../../../engine/reports/pages.ts'
import { bindParams } from '../../../../engine/reports/params.ts'
import { definitionProblems } from '../../../../engine/reports/validate.ts'

describe('page ranges', () => {
  it('reads single pages, ranges, open ends and lists, clipped to the report', () => {
    expect(pagesInRange('1-3', 10)).toEqual({ ok: true, pages: [1, 2, 3] })
    expect(pagesInRange(' 2, 4-5 ,4', 10)).toEqual({ ok: true, pages: [2, 4, 5] })
    expect(pagesInRange('8-', 10)).toEqual({ ok: true, pages: [8, 9, 10] })
    expect(pagesInRange('2-99', 3)).toEqual({ ok: true, pages: [2, 3] })
    expect(pagesInRange('', 2)).toEqual({ ok: true, pages: [1, 2] })
  })
  it('refuses what is not a range, or names no page of the report', () => {
    for (const range of ['0', '3-1', 'a', '1;2', '-2', '1--2'])
      expect(pagesInRange(range, 5).ok, range).toBe(false)
    expect(pagesInRange('6-9', 5)).toMatchObject({ ok: false, message: { id: 'report.pageRangeBeyond' } })
  })
  it('cuts lines into pages, an empty report being one empty page', () => {
    const line = { kind: 'detail' as const, cells: [] }
    expect(paginate(Array(7).fill(line), 3).map((page) => page.length)).toEqual([3, 3, 1])
    expect(paginate([], 3)).toEqual([[]])
  })
})

describe('parameters', () => {
  const declared = [
    { name: 'from', label: 'From', type: 'date' as const, required: true },
    { name: 'n', label: 'N', type: 'number' as const, defaultValue: 5 },
    { name: 'area', label: 'Area', type: 'text' as const },
  ]
  it('types values and fills defaults', () => {
    expect(bindParams(declared, { from: '2026-01-02T08:00', n: '7', area: "x'; drop" })).toEqual({
      ok: true,
      values: { from: '2026-01-02 08:00', n: 7, area: "x'; drop" },
    })
    expect(bindParams(declared, { from: '2026-01-02' })).toEqual({
      ok: true,
      values: { from: '2026-01-02', n: 5, area: null },
    })
  })
  it('refuses what is not of the type, and a required value missing', () => {
    const refused = bindParams(declared, { n: '5 or 1=1' })
    expect(refused.ok).toBe(false)
    if (!refused.ok)
      expect(refused.problems.map((problem) => problem.id)).toEqual([
        'report.paramRequired',
        'report.paramNotNumber',
      ])
    expect(bindParams(declared, { from: '2026-13-45' }).ok).toBe(false)
    expect(bindParams(declared, { from: "2026-01-01' --" }).ok).toBe(false)
  })
})

describe('layout', () => {
  const definition = {
    params: [],
    columns: [
      { field: 'line', title: 'Line', format: { kind: 'text' as const }, width: 8 },
      { field: 'qty', title: 'Qty', format: { kind: 'number' as const, decimals: 0 }, width: 8, sum: true },
      {
        field: 'double',
        title: '2x',
        format: { kind: 'number' as const, decimals: 1 },
        width: 8,
        formula: 'qty * 2',
        sum: true,
      },
    ],
    groupBy: 'line',
    totals: true,
    linesPerPage: 30,
  }
  it('computes formulas, subtotals per group and a total, skipping values that are not numbers', () => {
    const lines = layoutReport(definition, {
      columns: ['line', 'qty'],
      rows: [
        ['A', '2'],
        ['A', 3],
        ['B', 'n/a'],
        ['B', 4],
      ],
    })
    expect(lines.map((line) => [line.kind, ...line.cells, line.group])).toEqual([
      ['detail', 'A', 2, 4, undefined],
      ['detail', 'A', 3, 6, undefined],
      ['subtotal', null, 5, 10, 'A'],
      ['detail', 'B', 'n/a', null, undefined],
      ['detail', 'B', 4, 8, undefined],
      ['subtotal', null, 4, 8, 'B'],
      ['total', null, 9, 18, undefined],
    ])
  })
  it('refuses a definition whose formula or parameters do not hold', () => {
    const problems = definitionProblems('select * from t where a = :a', {
      ...definition,
      columns: [{ ...definition.columns[0], field: 'x', formula: 'Math.pow(' } as never],
      groupBy: 'line',
    })
    expect(problems.map((problem) => problem.id)).toEqual([
      'report.paramUndeclared',
      'report.formulaBad',
      'report.groupUnknown',
    ])
  })
  it('formats numbers with decimals and dates as the spec writes them', () => {
    expect(formatCell(12.3456, { kind: 'number', decimals: 2 })).toBe('12.35')
    const at = new Date(2026, 2, 4, 5, 6, 7)
    expect(formatCell(at, { kind: 'date' })).toBe('2026-03-04')
    expect(formatCell(at, { kind: 'date', withTime: true })).toBe('2026-03-04 05:06:07')
  })
})
