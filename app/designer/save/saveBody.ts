import { encodePage } from '../../../engine/codec/pageDocCodec'
import type { BlockDoc, PageDoc } from '../../../engine/document/pageDoc'
import type { PageRecord, SavePageBody } from '../../stage/pageApi'
import { withSymbolReferences } from '../../stage/symbolRefs'

/**
 * What the server holds of a page, as far as this editor knows: the page's version, each stored block's
 * version, and the block objects last saved (immer keeps an unchanged block the same object, so a block
 * needs sending only when its object differs).
 */
export interface SaveBaseline {
  pageVersion: number
  layoutVersions: ReadonlyMap<string, number>
  savedBlocks: ReadonlyMap<string, BlockDoc>
}

/** The baseline right after loading (or saving) `record` whose blocks are now `doc`'s. */
export function baselineOf(record: PageRecord, doc: PageDoc): SaveBaseline {
  return {
    pageVersion: record.version,
    layoutVersions: new Map(record.layouts.map((layout) => [layout.id, layout.version])),
    savedBlocks: new Map(Object.values(doc.blocks).map((block) => [block.id, block])),
  }
}

/**
 * The PUT body saving `doc` over `baseline`: the page layout (pako level 6 through the engine codec),
 * every new or changed block (`everything` sends all, as an overwrite after a conflict does), and the
 * blocks deleted since. Existing blocks carry the version they were based on.
 */
export function buildSaveBody(doc: PageDoc, baseline: SaveBaseline, everything = false): SavePageBody {
  // Placed library symbols are stored as references (app/stage/symbolRefs.ts).
  const encoded = encodePage(withSymbolReferences(doc), { compress: true })
  const layouts = encoded.layouts
    .filter((layout) => everything || baseline.savedBlocks.get(layout.id) !== doc.blocks[layout.id])
    .map((layout) => {
      const version = baseline.layoutVersions.get(layout.id)
      return version === undefined ? { ...layout } : { ...layout, version }
    })
  const body: SavePageBody = {
    layout: encoded.layout,
    layouts,
    removedLayoutIds: [...baseline.layoutVersions.keys()].filter((id) => !(id in doc.blocks)),
    version: baseline.pageVersion,
  }
  if (encoded.url !== undefined) body.url = encoded.url
  return body
}
