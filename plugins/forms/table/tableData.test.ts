import { expect, test } from 'vitest'
import { propsForView } from '../../../engine/plugins/widgetProps.ts'
import { manifest } from './manifest.ts'
import { csvOf, nextOrder, pageCount, pageRows, recordRow, sortRows, workbookOf } from './tableData.ts'
import { columnLabels, shownText } from './tableRows.ts'

const rows = [
  { name: 'P-10', flow: 9 },
  { name: 'P-2', flow: 120.5 },
  { name: 'P-1', flow: '' },
  { name: 'P-3', flow: 15 },
]

test('sorts numbers as numbers with empty cells last, and cycles the order on clicks', () => {
  expect(sortRows(rows, { field: 'flow', direction: 'ascending' }).map((r) => r.name)).toEqual([
    'P-10',
    'P-3',
    'P-2',
    'P-1',
  ])
  expect(sortRows(rows, { field: 'flow', direction: 'descending' }).map((r) => r.name)).toEqual([
    'P-2',
    'P-3',
    'P-10',
    'P-1',
  ])
  expect(sortRows(rows, { field: 'name', direction: 'ascending' }).map((r) => r.name)).toEqual([
    'P-1',
    'P-2',
    'P-3',
    'P-10',
  ])
  const first = nextOrder(null, 'flow')
  expect(first).toEqual({ field: 'flow', direction: 'ascending' })
  expect(nextOrder(first, 'flow')).toEqual({ field: 'flow', direction: 'descending' })
  expect(nextOrder(nextOrder(first, 'flow'), 'flow')).toBeNull()
})

test('pages of the spec sizes', () => {
  const many = Array.from({ length: 41 }, (_, i) => i)
  expect(pageCount(41, 20)).toBe(3)
  expect(pageCount(0, 20)).toBe(1)
  expect(pageRows(many, 3, 20)).toEqual([40])
  expect(propsForView(manifest, { pageSize: 15 }).pageSize).toBe(15)
  expect(propsForView(manifest, { pageSize: 13 }).pageSize).toBe(20)
  expect(propsForView(manifest, {}).exportFormat).toBe('xls')
})

test('"data field name required" for a column without one', () => {
  const problems = manifest.rules?.filter((rule) => !rule.holds(propsForView(manifest, {}) as never))
  expect(problems).toEqual([])
  const columns = [{ title: 'Flow', field: ' ' }]
  const rule = manifest.rules?.[0]
  expect(rule?.holds({ ...propsForView(manifest, {}), columns } as never)).toBe(false)
  expect(rule?.message.message).toBe('The data field name is required for table columns')
})

test('a form record becomes a row with who sent it and when', () => {
  const row = recordRow({
    id: 7,
    formName: 'f',
    values: { phone: '13812345678' },
    username: 'li',
    createdAt: '2026-11-26T08:00:00.000Z',
    updatedAt: '2026-11-26T08:00:00.000Z',
    version: 2,
  })
  expect(row).toMatchObject({ phone: '13812345678', _id: 7, _version: 2, _user: 'li' })
  expect(String(row._time)).toMatch(/^2026-11-2\d \d\d:\d\d:00$/)
})

test('exports CSV with quoting and a BOM, and an xls workbook with the header row', async () => {
  const columns = [
    { title: 'Name', field: 'name' },
    { title: 'Note', field: 'note' },
  ]
  const csv = csvOf(columns, [{ name: '泵 P-1', note: 'says "hi", then' }])
  expect(csv).toBe('\uFEFFName,Note\r\n泵 P-1,"says ""hi"", then"\r\n')
  const bytes = await workbookOf(columns, [{ name: 'P-1', note: 3 }], 'Pumps')
  const { default: ExcelJS } = await import('exceljs')
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(bytes)
  const sheet = book.getWorksheet('Pumps')
  expect(sheet?.getRow(1).values).toEqual([undefined, 'Name', 'Note'])
  expect(sheet?.getRow(2).values).toEqual([undefined, 'P-1', 3])
})

test('option labels: cells and exports show the label, unknown values as stored', () => {
  const labels = columnLabels([{ value: '1', label: 'Running' }, { value: 0, label: 'Stopped' }, 'Spare'])
  expect(shownText(1, labels)).toBe('Running')
  expect(shownText('0', labels)).toBe('Stopped')
  expect(shownText('Spare', labels)).toBe('Spare')
  expect(shownText(7, labels)).toBe('7')
  expect(shownText(['1', 0], labels)).toBe('Running, Stopped')
  expect(columnLabels('[{"value":"a","label":"A"}]').get('a')).toBe('A')
  expect(columnLabels('not json').size).toBe(0)
  const csv = csvOf([{ title: 'State', field: 'state', labels }], [{ state: 1 }, { state: 9 }])
  expect(csv).toBe('\uFEFFState\r\nRunning\r\n9\r\n')
})
