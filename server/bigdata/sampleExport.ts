import ExcelJS from 'exceljs'
import type { SampleData } from '../../engine/bigdata/analysis.ts'

export type SampleFormat = 'csv' | 'xlsx'

export const SAMPLE_MIME: Record<SampleFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
}

const quoted = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text)

/** The sample as CSV: a time column then one column a property; gaps are empty cells. UTF-8 with a BOM. */
export function sampleCsv(data: SampleData): Buffer {
  const names = Object.keys(data.columns)
  const lines = [['time', ...names].map(quoted).join(',')]
  data.times.forEach((time, row) => {
    lines.push([time, ...names.map((name) => String(data.columns[name]?.[row] ?? ''))].join(','))
  })
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8')
}

/** The sample as one sheet: real date cells in the first column, numbers in the others. */
export async function sampleXlsx(name: string, data: SampleData): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'Gantry'
  const sheet = workbook.addWorksheet(name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sample', {
    views: [{ state: 'frozen', ySplit: 1 }],
  })
  const names = Object.keys(data.columns)
  sheet.columns = [
    { header: 'time', key: 'time', width: 22, style: { numFmt: 'yyyy-mm-dd hh:mm:ss' } },
    ...names.map((column) => ({ header: column, key: column, width: Math.max(12, column.length + 2) })),
  ]
  sheet.getRow(1).font = { bold: true }
  data.times.forEach((time, row) => {
    sheet.addRow([new Date(time), ...names.map((column) => data.columns[column]?.[row] ?? null)])
  })
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
