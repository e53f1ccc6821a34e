import { existsSync } from 'node:fs'
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import type { ReportColumn } from '../../../../engine/reports/definition.ts'
import { reportPdf } from '../../../../server/reports/export/pdf.ts'

const CJK_FONT = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc'

const columns: ReportColumn[] = [
  { field: 'line', title: '产线', format: { kind: 'text' }, width: 10 },
  { field: 'qty', title: '产量', format: { kind: 'number', decimals: 0 }, width: 10, sum: true },
]
const input = {
  name: '日产量报表',
  columns,
  pages: [
    [
      { kind: 'detail' as const, cells: ['一号线', 12] },
      { kind: 'total' as const, cells: [null, 12] },
    ],
  ],
  labels: { subtotal: '小计 {group}', total: '合计' },
  pageNumbers: [1],
  pageCount: 1,
}

/** The base names of the fonts a PDF uses. */
async function fontNames(bytes: Buffer): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes)
  return pdf.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFDict => object instanceof PDFDict)
    .filter((dict) => dict.get(PDFName.of('Type')) === PDFName.of('Font'))
    .map((dict) => String(dict.get(PDFName.of('BaseFont'))))
}

describe('report PDF fonts', () => {
  it.runIf(existsSync(CJK_FONT))('embeds a subset of a CJK font, so Chinese text prints', async () => {
    const bytes = await reportPdf({ ...input, fontPath: CJK_FONT })
    const names = await fontNames(bytes)
    expect(names.some((name) => name.startsWith('/WenQuanYiMicroHei'))).toBe(true)
    expect(names.some((name) => name.includes('Helvetica'))).toBe(false)
    // A subset: far smaller than the 5 MB font.
    expect(bytes.length).toBeLessThan(200_000)
  })

  it('falls back to the standard font when the configured one is missing', async () => {
    const bytes = await reportPdf({ ...input, fontPath: '/nowhere/font.ttf' })
    expect(await fontNames(bytes)).toEqual(expect.arrayContaining(['/Helvetica', '/Helvetica-Bold']))
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1)
  })
})
