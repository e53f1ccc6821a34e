import { type MessageDescriptor, withValues } from '../messages.ts'
import type { ReportLine } from './layout.ts'
import { REPORT_MESSAGES } from './messages.ts'

/** The report's lines cut into pages of `linesPerPage`; an empty report is one empty page. */
export function paginate(lines: ReportLine[], linesPerPage: number): ReportLine[][] {
  const size = Math.max(1, Math.trunc(linesPerPage))
  const pages: ReportLine[][] = []
  for (let start = 0; start < lines.length; start += size) pages.push(lines.slice(start, start + size))
  return pages.length > 0 ? pages : [[]]
}

const MAX_RANGE_LENGTH = 200

/**
 * The pages a range names (`1-3`, `2,4-5`, `7-`), 1-based, ascending, without repeats, clipped to the
 * report's pages. Blank means every page. A range naming no existing page is refused, not answered empty.
 */
export function pagesInRange(
  range: string | undefined,
  pageCount: number,
): { ok: true; pages: number[] } | { ok: false; message: MessageDescriptor } {
  const text = (range ?? '').replace(/\s+/g, '')
  const all = Array.from({ length: pageCount }, (_, index) => index + 1)
  if (text === '') return { ok: true, pages: all }
  const bad = { ok: false as const, message: withValues(REPORT_MESSAGES.pageRangeBad, { range: text }) }
  if (text.length > MAX_RANGE_LENGTH) return bad
  const chosen = new Set<number>()
  for (const part of text.split(',')) {
    const match = /^(\d+)(-(\d*))?$/.exec(part)
    if (!match) return bad
    const from = Number(match[1])
    const to = match[2] === undefined ? from : match[3] === '' ? Math.max(from, pageCount) : Number(match[3])
    if (from < 1 || to < from) return bad
    for (let page = from; page <= Math.min(to, pageCount); page += 1) chosen.add(page)
  }
  if (chosen.size === 0)
    return {
      ok: false,
      message: withValues(REPORT_MESSAGES.pageRangeBeyond, { pages: pageCount, range: text }),
    }
  return { ok: true, pages: [...chosen].sort((a, b) => a - b) }
}
