import type { FastifyInstance } from 'fastify'
import { encodeSymbol } from '../../engine/codec/symbolCodec.ts'
import type { SymbolWire } from '../../engine/document/persisted.ts'
import type { Language } from '../http/language.ts'
import { now } from '../http/session.ts'
import { checkSymbolDocument } from '../routes/compose/documents/validate.ts'
import { createFolder } from '../routes/compose/folders/writes.ts'
import '../routes/compose/tables.ts'
import { SYMBOL_LIBRARY } from './catalogue.ts'
import type { Worded } from './parts.ts'

/** A library symbol as stored in an application: its id and its drawing (id and folder filled in). */
export interface StoredLibrarySymbol {
  id: number
  drawing: SymbolWire
}

const worded = (name: Worded, language: Language) => (language === 'zh-cn' ? name[1] : name[0])

/**
 * Stores the equipment library in application `appId`: one symbol category (a folder of type symbol, kind
 * category) per library category, in catalogue order, holding its symbols named in `language`. Each
 * document is checked as the symbol calls check it; a category's symbols are written in one transaction.
 * Returns the stored symbols by library key.
 */
export async function seedSymbolLibrary(
  app: FastifyInstance,
  appId: number,
  language: Language,
): Promise<Map<string, StoredLibrarySymbol>> {
  const stored = new Map<string, StoredLibrarySymbol>()
  for (const category of SYMBOL_LIBRARY) {
    const folder = await createFolder(
      app,
      { appId, parentId: null, name: worded(category.name, language) },
      'symbol',
      'category',
    )
    const at = now()
    await app.db.transaction().execute(async (trx) => {
      for (const [order, symbol] of category.symbols.entries()) {
        const name = worded(symbol.name, language)
        const drawing: SymbolWire = {
          ...symbol.drawing,
          name,
          appId: String(appId),
          parentId: String(folder.id),
        }
        const content = encodeSymbol(drawing)
        checkSymbolDocument(content)
        const row = await trx
          .insertInto('composeSymbols')
          .values({
            appId,
            parentId: folder.id,
            name,
            templateName: drawing.templateName,
            content,
            sortOrder: order + 1,
            createdAt: at,
            updatedAt: at,
          })
          .returning('symbolId')
          .executeTakeFirstOrThrow()
        stored.set(symbol.key, { id: row.symbolId, drawing: { ...drawing, id: String(row.symbolId) } })
      }
    })
  }
  return stored
}
