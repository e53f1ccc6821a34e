import ExcelJS from 'exceljs'
import { excelFormat } from '../../../engine/reports/format.ts'
import { type ExportInput, isLabel, labelledCells } from './labels.ts'

/** Excel's limit on a sheet name, and the characters it refuses there. */
const SHEET_NAME_MAX = 31
const sheetName = (name: string) => name.replace(/[\\/?*[\]:]/g, ' ').slice(0, SHEET_NAME_MAX) || 'Report'

/**
 * The report's chosen pages as one sheet: a bold title row, numbers and dates kept as typed cells with
 * the column's Excel format, subtotal and total lines bold.
 */
export async function reportXlsx(input: ExportInput): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'Gantry'
  const sheet = workbook.addWorksheet(sheetName(input.name), { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = input.columns.map((column) => {
    const numFmt = excelFormat(column.format)
    return {
      header: column.title,
      key: column.field,
      width: column.width,
      ...(numFmt ? { style: { numFmt } } : {}),
    }
  })
  sheet.getRow(1).font = { bold: true }
  for (const line of input.pages.flat()) {
    const cells = labelledCells(line, input.labels)
    const row = sheet.addRow(cells)
    if (line.kind !== 'detail') {
      row.font = { bold: true }
      cells.forEach((cell, index) => {
        // A label in a number column would otherwise carry the column's number format.
        if (isLabel(line, cell, index)) row.getCell(index + 1).numFmt = '@'
      })
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
