import ExcelJS from 'exceljs'
import type { Kysely } from 'kysely'
import Papa from 'papaparse'
import { formatMessage, type MessageDescriptor, withValues } from '../../../../engine/messages.ts'
import { checkTextLength } from '../../../../engine/rules/names.ts'
import type { Database } from '../../../db/schema.ts'
import { nameProblems } from '../common/rules.ts'
import '../tables.ts'

/** At most this many lines per file (the header included). */
export const IMPORT_MAX_LINES = 2000
/** More rows than this are flagged and written only once the user confirms. */
export const IMPORT_CONFIRM_ABOVE = 200

/** The columns of an instance file, in export order. */
export const IMPORT_COLUMNS = [
  'name',
  'showName',
  'description',
  'templateName',
  'visible',
  'labels',
] as const

export const IMPORT_MESSAGES = {
  tooManyLines: /*i18n*/ {
    id: 'server.metadata.import.tooManyLines',
    message: 'The file has {count} lines; at most {max} are allowed',
  },
  noName: /*i18n*/ { id: 'server.metadata.import.noName', message: 'The file has no name column' },
  unreadable: /*i18n*/ {
    id: 'server.metadata.import.unreadable',
    message: 'The file could not be read as {format}',
  },
  empty: /*i18n*/ { id: 'server.metadata.import.empty', message: 'The file has no rows' },
  duplicate: /*i18n*/ {
    id: 'server.metadata.import.duplicate',
    message: 'The name {name} is also on line {line}',
  },
  exists: /*i18n*/ {
    id: 'server.metadata.import.exists',
    message: 'An instance named {name} already exists',
  },
  unknownTemplate: /*i18n*/ {
    id: 'server.metadata.import.unknownTemplate',
    message: 'There is no template {name}',
  },
  unknownLabel: /*i18n*/ { id: 'server.metadata.import.unknownLabel', message: 'There is no label {name}' },
  badVisible: /*i18n*/ {
    id: 'server.metadata.import.badVisible',
    message: 'visible must be true or false, not {value}',
  },
  rowsInvalid: /*i18n*/ {
    id: 'server.metadata.import.rowsInvalid',
    message: '{count} rows have errors; nothing was imported',
  },
  confirmLarge: /*i18n*/ {
    id: 'server.metadata.import.confirmLarge',
    message: 'The file has {count} rows, more than {max}: confirm to import them',
  },
} satisfies Record<string, MessageDescriptor>

export interface ImportRow {
  /** The line in the file (the header is line 1). */
  line: number
  name: string
  showName: string
  description: string
  templateName: string
  visible: boolean
  labels: string[]
  /** What is wrong with the row, in the caller's language once formatted by the app. */
  errors: MessageDescriptor[]
}

export class ImportFileError extends Error {
  constructor(readonly descriptor: MessageDescriptor) {
    super(formatMessage(descriptor))
  }
}

type Cells = Record<string, string>

function parseCsv(text: string): Cells[] {
  const parsed = Papa.parse<Cells>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  })
  if (parsed.errors.some((error) => error.type === 'Delimiter' && parsed.data.length === 0)) {
    throw new ImportFileError(withValues(IMPORT_MESSAGES.unreadable, { format: 'CSV' }))
  }
  return parsed.data
}

async function parseXlsx(base64: string): Promise<Cells[]> {
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer)
  } catch {
    throw new ImportFileError(withValues(IMPORT_MESSAGES.unreadable, { format: 'XLSX' }))
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) return []
  const headers: string[] = []
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, column) => {
    headers[column] = String(cell.text ?? '').trim()
  })
  const rows: Cells[] = []
  for (let index = 2; index <= sheet.rowCount; index++) {
    const row = sheet.getRow(index)
    const cells: Cells = {}
    let any = false
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      const header = headers[column]
      if (!header) return
      cells[header] = String(cell.text ?? '')
      if (cells[header].trim() !== '') any = true
    })
    if (any) rows.push(cells)
  }
  return rows
}

/** Reads a CSV text or a base64 XLSX file into cells by column name; refuses files over the line limit. */
export async function readImportFile(format: 'csv' | 'xlsx', content: string): Promise<Cells[]> {
  const rows = format === 'csv' ? parseCsv(content) : await parseXlsx(content)
  if (rows.length + 1 > IMPORT_MAX_LINES) {
    throw new ImportFileError(
      withValues(IMPORT_MESSAGES.tooManyLines, { count: rows.length + 1, max: IMPORT_MAX_LINES }),
    )
  }
  if (rows.length === 0) throw new ImportFileError(IMPORT_MESSAGES.empty)
  if (!rows.some((row) => 'name' in row)) throw new ImportFileError(IMPORT_MESSAGES.noName)
  return rows
}

/** Checks every row against the model (names, templates, labels, duplicates) without writing anything. */
export async function checkImportRows(db: Kysely<Database>, cells: Cells[]): Promise<ImportRow[]> {
  const templates = new Map(
    (await db.selectFrom('objectTemplates').select(['templateId', 'name']).execute()).map((t) => [
      t.name.toLowerCase(),
      t.name,
    ]),
  )
  const labels = new Map(
    (await db.selectFrom('modelLabels').select('labelName').execute()).map((l) => [
      l.labelName.toLowerCase(),
      l.labelName,
    ]),
  )
  const existing = new Set(
    (await db.selectFrom('objects').select('name').execute()).map((o) => o.name.toLowerCase()),
  )
  const seen = new Map<string, number>()
  return cells.map((cell, index) => {
    const line = index + 2
    const get = (key: string) => (cell[key] ?? '').trim()
    const errors: MessageDescriptor[] = []
    const name = get('name')
    errors.push(...nameProblems(name))
    for (const [text, max] of [
      [get('showName'), 50],
      [get('description'), 500],
    ] as const) {
      const problem = text ? checkTextLength(text, max) : null
      if (problem) errors.push(problem)
    }
    const lower = name.toLowerCase()
    if (name && seen.has(lower))
      errors.push(withValues(IMPORT_MESSAGES.duplicate, { name, line: seen.get(lower) ?? 0 }))
    else if (name) seen.set(lower, line)
    if (name && existing.has(lower)) errors.push(withValues(IMPORT_MESSAGES.exists, { name }))
    const templateText = get('templateName')
    const templateName = templateText ? (templates.get(templateText.toLowerCase()) ?? '') : ''
    if (templateText && !templateName)
      errors.push(withValues(IMPORT_MESSAGES.unknownTemplate, { name: templateText }))
    const visibleText = get('visible').toLowerCase()
    if (visibleText && !['true', 'false', '1', '0', 'yes', 'no'].includes(visibleText)) {
      errors.push(withValues(IMPORT_MESSAGES.badVisible, { value: get('visible') }))
    }
    const rowLabels: string[] = []
    for (const label of get('labels')
      .split(/[;,]/)
      .map((l) => l.trim())
      .filter(Boolean)) {
      const known = labels.get(label.toLowerCase())
      if (known) rowLabels.push(known)
      else errors.push(withValues(IMPORT_MESSAGES.unknownLabel, { name: label }))
    }
    return {
      line,
      name,
      showName: get('showName'),
      description: get('description'),
      templateName,
      visible: !['false', '0', 'no'].includes(visibleText),
      labels: rowLabels,
      errors,
    }
  })
}
