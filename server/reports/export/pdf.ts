import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'
import { formatCell } from '../../../engine/reports/format.ts'
import type { ReportLine } from '../../../engine/reports/layout.ts'
import { type ExportInput, isLabel, labelledCells } from './labels.ts'
import { embedReportFont } from './pdfFont.ts'

// A4 landscape, in points.
const PAGE = { width: 842, height: 595, margin: 36 }
const FONT_SIZE = 9
const LINE_HEIGHT = 14
const GREY = rgb(0.93, 0.93, 0.93)

/**
 * The standard PDF fonts encode WinAnsi only: without an embedded font other characters (Chinese among
 * them) print as '?' rather than failing the export.
 */
const winAnsi = (text: string) => text.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?')

/** Cuts text to fit a width, with an ellipsis when it had to. */
function fitted(text: string, font: PDFFont, width: number): string {
  if (font.widthOfTextAtSize(text, FONT_SIZE) <= width) return text
  let cut = text
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}...`, FONT_SIZE) > width) cut = cut.slice(0, -1)
  return `${cut}...`
}

/**
 * The report's chosen pages, one PDF page per report page (so a range `1-3` prints the same lines the
 * screen calls pages 1 to 3): the title, a header row, the lines, and "page n of N" of the whole report.
 */
export async function reportPdf(
  input: ExportInput & { pageNumbers: number[]; pageCount: number; fontPath?: string | undefined },
): Promise<Buffer> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(input.name)
  pdf.setCreator('Gantry')
  const embedded = await embedReportFont(pdf, input.fontPath)
  // The embedded font has one weight: sum lines and headers stay bold through the grey band and layout.
  const font = embedded ?? (await pdf.embedFont(StandardFonts.Helvetica))
  const bold = embedded ?? (await pdf.embedFont(StandardFonts.HelveticaBold))
  const printable = embedded ? (text: string) => text.replace(/[\r\n\t]/g, ' ') : winAnsi
  const usable = PAGE.width - 2 * PAGE.margin
  const totalWidth = input.columns.reduce((sum, column) => sum + Math.max(1, column.width), 0)
  const widths = input.columns.map((column) => (Math.max(1, column.width) / totalWidth) * usable)
  const xs = widths.map((_, index) => PAGE.margin + widths.slice(0, index).reduce((a, b) => a + b, 0))

  const row = (page: PDFPage, y: number, texts: string[], rightAligned: boolean[], rowFont: PDFFont) => {
    texts.forEach((raw, index) => {
      const width = (widths[index] ?? 0) - 4
      const text = fitted(printable(raw), rowFont, width)
      const textWidth = rowFont.widthOfTextAtSize(text, FONT_SIZE)
      const x = (xs[index] ?? 0) + 2 + (rightAligned[index] ? width - textWidth : 0)
      page.drawText(text, { x, y, size: FONT_SIZE, font: rowFont })
    })
  }

  input.pages.forEach((lines: ReportLine[], index) => {
    const page = pdf.addPage([PAGE.width, PAGE.height])
    let y = PAGE.height - PAGE.margin
    page.drawText(printable(input.name), { x: PAGE.margin, y, size: 13, font: bold })
    y -= LINE_HEIGHT * 1.6
    page.drawRectangle({ x: PAGE.margin, y: y - 4, width: usable, height: LINE_HEIGHT, color: GREY })
    row(
      page,
      y,
      input.columns.map((column) => column.title),
      input.columns.map(() => false),
      bold,
    )
    y -= LINE_HEIGHT
    for (const line of lines) {
      const cells = labelledCells(line, input.labels)
      const texts = cells.map((cell, column) => {
        const format = input.columns[column]?.format ?? { kind: 'text' as const }
        return isLabel(line, cell, column) ? String(cell) : formatCell(cell, format)
      })
      const right = cells.map((cell, column) => typeof cell === 'number' && !isLabel(line, cell, column))
      row(page, y, texts, right, line.kind === 'detail' ? font : bold)
      y -= LINE_HEIGHT
    }
    const footer = `${input.pageNumbers[index] ?? index + 1} / ${input.pageCount}`
    page.drawText(footer, {
      x: PAGE.width - PAGE.margin - font.widthOfTextAtSize(footer, 8),
      y: PAGE.margin / 2,
      size: 8,
      font,
    })
  })
  return Buffer.from(await pdf.save())
}
