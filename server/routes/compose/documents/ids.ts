import { createId } from '../../../../engine/document/ids.ts'

/**
 * Page ids look like the spec's `Page_` resource codes (S0 §2: such a code is used as the page id), so a
 * menu resource can name a page directly. Layout block ids are short random text: the designer creates
 * blocks offline (the engine's addBlock takes the id), so the client may choose them too.
 */
export const newPageId = () => createId('Page_', 12)
export const newLayoutId = () => createId('L', 11)

/** Ids a client may choose for a layout block: they end up in URLs and in the page layout's nodes. */
export const LAYOUT_ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$'
