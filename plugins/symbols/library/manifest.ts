/**
 * A symbol of the application's library placed on a page. The widget carries a copy of the symbol's
 * drawing (parts, parameters, template), so a page draws without asking the library, and its bindings are
 * keyed by parameter name: each parameter follows one object property (the instance's of the same name).
 */
import type { SymbolWire } from '../../../engine/document/persisted.ts'
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { librarySymbolMessages as m } from './messages.ts'

/** The plugin id of a placed library symbol. */
export const LIBRARY_SYMBOL_TYPE = 'symbol.library'

/** Props of a placed library symbol. */
export const librarySymbolProps = {
  symbolId: field.string({ label: m.title, default: '', maxLength: 40, group: 'data' }),
  drawing: field.json<SymbolWire | null>({
    label: m.drawing,
    description: m.drawingHelp,
    default: null,
    group: 'data',
  }),
  instance: field.string({
    label: m.instance,
    description: m.instanceHelp,
    default: '',
    maxLength: 200,
    group: 'data',
  }),
  faceplatePage: field.pageRef({
    label: m.faceplatePage,
    description: m.faceplatePageHelp,
    default: '',
    group: 'basic',
  }),
}

/** The library symbol's props. */
export type LibrarySymbolProps = PropsOf<typeof librarySymbolProps>

export const manifest = defineManifest({
  id: LIBRARY_SYMBOL_TYPE,
  version: 1,
  category: 'symbol',
  order: 90,
  title: m.title,
  icon: {
    paths: ['M4 4h7v7H4z', 'M13 13h7v7h-7z', 'M17.5 3.5a3 3 0 1 0 0 6 3 3 0 0 0 0-6z', 'M4 20l3.5-6 3.5 6z'],
  },
  defaultSize: { w: 100, h: 100 },
  props: librarySymbolProps,
})
