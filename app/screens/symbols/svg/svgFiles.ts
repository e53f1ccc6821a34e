/**
 * SVG files in and out of the symbol library: a chosen file becomes a new symbol (named after the file,
 * at the library's top level), and a symbol downloads as `<name>.svg`. The messages name what could not
 * be carried (text, images, parts with no SVG form) so nothing is lost silently.
 */
import { i18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { encodeSymbol } from '../../../../engine/codec/symbolCodec'
import type { SymbolWire } from '../../../../engine/document/persisted'
import { notify } from '../../../ui'
import { createSymbol, type SymbolRecord } from '../symbolApi'
import { exportSvg } from './svgExport'
import { importSvg } from './svgImport'

const messages = {
  notSvg: msg`This file is not an SVG drawing.`,
  empty: msg`This SVG file draws no shapes that can be imported.`,
  failed: msg`The SVG file was not imported`,
}

/** A symbol name from a file name: without the extension, at most 200 characters. */
export function nameOfFile(fileName: string): string {
  return (
    fileName
      .replace(/\.svg$/i, '')
      .trim()
      .slice(0, 200) || 'svg'
  )
}

/** Imports `file` as a new symbol of the application; the created record, or null (the reason shown). */
export async function importSvgFile(appId: number, file: File): Promise<SymbolRecord | null> {
  const name = nameOfFile(file.name)
  const imported = importSvg(await file.text(), name)
  if (!imported.ok) {
    notify.error(
      i18n._(messages.failed),
      i18n._(imported.reason === 'empty' ? messages.empty : messages.notSvg),
    )
    return null
  }
  const created = await createSymbol({
    appId,
    parentId: null,
    name,
    content: encodeSymbol(imported.symbol),
  })
  if (!created.ok) {
    notify.error(i18n._(messages.failed), created.message)
    return null
  }
  const parts = imported.symbol.children.length
  const skipped = imported.skipped
  if (skipped > 0)
    notify.warning(
      plural(skipped, {
        one: `Imported ${parts} shapes; # element (text, image or reference) has no shape form and was left out.`,
        other: `Imported ${parts} shapes; # elements (text, images or references) have no shape form and were left out.`,
      }),
    )
  return created.data
}

/** Downloads the symbol as an SVG file. */
export function downloadSvg(symbol: SymbolWire): void {
  const { svg, skipped } = exportSvg(symbol)
  const link = document.createElement('a')
  link.href = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }))
  link.download = `${symbol.name || 'symbol'}.svg`
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(link.href)
  if (skipped > 0)
    notify.warning(
      plural(skipped, {
        one: '# part (a pump, pipe, text or another drawn kind) has no SVG form yet and is not in the file.',
        other:
          '# parts (pumps, pipes, texts or other drawn kinds) have no SVG form yet and are not in the file.',
      }),
    )
}
