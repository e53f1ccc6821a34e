import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import fontkit from '@pdf-lib/fontkit'
import type { PDFDocument, PDFFont } from 'pdf-lib'

/** Fonts with Chinese glyphs that Linux installations commonly carry, tried in order. */
const SYSTEM_FONTS = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
  '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc',
  '/usr/share/fonts/wqy-microhei/wqy-microhei.ttc',
]

/** The font file a report PDF embeds: the configured one, else a system one, else none. */
export function reportFontPath(configured: string | undefined): string | undefined {
  if (configured) return configured
  return SYSTEM_FONTS.find((path) => existsSync(path))
}

// A collection (.ttc) holds several faces; pdf-lib embeds one, so the first face stands for the file.
const firstFace = {
  create(data: Uint8Array) {
    const font = fontkit.create(data as Buffer) as unknown as { fonts?: unknown[] }
    return font.fonts ? font.fonts[0] : font
  },
}

/**
 * Embeds the report font (only the glyphs used: a CJK font is megabytes) or answers undefined when
 * there is none or it cannot be read, so the export still succeeds with the standard font.
 */
export async function embedReportFont(
  pdf: PDFDocument,
  path: string | undefined,
): Promise<PDFFont | undefined> {
  if (!path) return undefined
  try {
    pdf.registerFontkit(firstFace as unknown as Parameters<PDFDocument['registerFontkit']>[0])
    return await pdf.embedFont(await readFile(path), { subset: true })
  } catch {
    return undefined
  }
}
