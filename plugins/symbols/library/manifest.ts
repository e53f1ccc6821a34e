/**
 * A symbol of the application's library placed on a page. A page stores a reference, the symbol's id and
 * the library version it was placed (or last refreshed) with; the runtime and the designer read each
 * symbol once and share its drawing among the page's copies (app/stage/symbolRefs.ts), which they hold in
 * `drawing` while the page is open. A page saved before references kept a copy of the drawing in `drawing`
 * and still draws with it. Bindings are keyed by parameter name: each parameter follows one object
 * property (the instance's of the same name).
 */
import type { SymbolWire } from '../../../engine/document/persisted.ts'
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { librarySymbolMessages as m } from './messages.ts'

/** The plugin id of a placed library symbol. */
export const LIBRARY_SYMBOL_TYPE = 'symbol.library'

/** Props of a placed library symbol. */
export const librarySymbolProps = {
  symbolId: field.string({ label: m.title, default: '', maxLength: 40, group: 'data' }),
  symbolVersion: field.number({
    label: m.symbolVersion,
    description: m.symbolVersionHelp,
    default: 0,
    min: 0,
    group: 'data',
  }),
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
