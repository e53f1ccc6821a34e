import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import { type MessageDescriptor, withValues } from '../../../engine/messages.ts'
import { TABLE_IMPORT_MESSAGES } from '../../../engine/reports/tableSource.ts'
import { checkImportFile, checkImportLineCount, extensionOf } from '../../../engine/rules/files.ts'
import { MESSAGES } from '../../../engine/rules/responses.ts'

/** A cell as the driver binds it: empty cells are null. */
export type CellValue = string | number | boolean | null

export interface SheetLine {
  /** The line in the file (the header is line 1; for xlsx, the sheet's row number). */
  line: number
  cells: CellValue[]
}

export interface Sheet {
  header: string[]
  lines: SheetLine[]
}

export type SheetResult = { ok: true; sheet: Sheet } | { ok: false; problem: MessageDescriptor }

/**
 * Reads an import file into its header and data lines, refusing what the spec refuses (S1 §8): a type
 * other than xlsx or csv ("file type does not match"), more than 2,000 lines, merged cells of different
 * sizes. `content` is the CSV text, or the XLSX file as base64.
 */
export async function readSheet(fileName: string, content: string): Promise<SheetResult> {
  const typeProblem = checkImportFile({ name: fileName })
  if (typeProblem) return { ok: false, problem: typeProblem }
  const read = extensionOf(fileName) === 'csv' ? readCsv(content) : await readXlsx(content)
  if (!read.ok) return read
  const { lines } = read.sheet
  const tooMany = checkImportLineCount(lines.length + 1)
  if (tooMany) return { ok: false, problem: tooMany }
  if (lines.length === 0) return { ok: false, problem: TABLE_IMPORT_MESSAGES.empty }
  return read
}

const blankLine = (cells: CellValue[]) => cells.every((cell) => cell === null)

function readCsv(text: string): SheetResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { header: false, skipEmptyLines: false })
  const rows = parsed.data
  if (rows.length === 0)
    return { ok: false, problem: withValues(TABLE_IMPORT_MESSAGES.unreadable, { format: 'CSV' }) }
  const [first = [], ...rest] = rows
  const header = first.map((name) => name.trim())
  const lines: SheetLine[] = []
  rest.forEach((row, index) => {
    const cells = row.map((cell): CellValue => (cell.trim() === '' ? null : cell))
    while (cells.length > header.length && cells[cells.length - 1] === null) cells.pop()
    if (!blankLine(cells)) lines.push({ line: index + 2, cells })
  })
  return { ok: true, sheet: { header, lines } }
}

/** An xlsx cell's value as bound: numbers and booleans as they are, dates as ISO text, the rest as text. */
function cellValue(cell: ExcelJS.Cell): CellValue {
  const value = cell.value
  if (value === null || value === undefined) return null
  if (typeof value === 'number' || typeof value === 'boolean') return value
  if (value instanceof Date) {
    const iso = value.toISOString()
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ')
  }
  if (typeof value === 'object' && 'result' in value) {
    const result = value.result
    if (typeof result === 'number' || typeof result === 'boolean') return result
  }
  const text = cell.text ?? ''
  return text.trim() === '' ? null : text
}

/** The rows × columns of each merged range ("B2:C3" is 2 × 2). */
function mergedSizes(sheet: ExcelJS.Worksheet): string[] {
  const merges: string[] = sheet.model.merges ?? []
  return merges.map((range) => {
    const [from = '', to = from] = range.split(':')
    const start = sheet.getCell(from)
    const end = sheet.getCell(to)
    return `${Number(end.row) - Number(start.row) + 1}x${Number(end.col) - Number(start.col) + 1}`
  })
}

async function readXlsx(base64: string): Promise<SheetResult> {
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer)
  } catch {
    return { ok: false, problem: withValues(TABLE_IMPORT_MESSAGES.unreadable, { format: 'XLSX' }) }
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) return { ok: false, problem: TABLE_IMPORT_MESSAGES.empty }
  // The spec: "merged cells must be the same size"; each cell of a merged range then reads its value.
  if (new Set(mergedSizes(sheet)).size > 1) return { ok: false, problem: MESSAGES.mergedCellsSameSize }
  const width = sheet.columnCount
  const header: string[] = []
  for (let column = 1; column <= width; column++)
    header.push(String(sheet.getRow(1).getCell(column).text ?? '').trim())
  while (header.length > 0 && header[header.length - 1] === '') header.pop()
  const lines: SheetLine[] = []
  for (let index = 2; index <= sheet.rowCount; index++) {
    const row = sheet.getRow(index)
    const cells: CellValue[] = []
    for (let column = 1; column <= width; column++) cells.push(cellValue(row.getCell(column)))
    while (cells.length > header.length && cells[cells.length - 1] === null) cells.pop()
    if (!blankLine(cells)) lines.push({ line: index, cells })
  }
  return { ok: true, sheet: { header, lines } }
}
