export type { AlignEdge, Axis, ZMove } from './arrange.ts'
export { alignWidgets, distributeWidgets, groupWidgets, reorderWidgets, ungroupWidgets } from './arrange.ts'
export type { BlockArea, RowSpan } from './blockFit.ts'
export { clipInside, growToContent, isInside, keepInside, moveInside } from './blockFit.ts'
export type { AddBlockArgs, EnsureBlockArgs, GridRect, LayoutPlatform } from './blocks.ts'
export {
  addBlock,
  addMobileTab,
  ensureLayoutBlock,
  layoutTabOf,
  MOBILE_TABS_MAX,
  MOBILE_TABS_MIN,
  removeBlock,
  removeMobileTab,
  resetBlockLayoutType,
  setBlockProps,
  setBlockRect,
  setPageConfig,
  setPageInfo,
} from './blocks.ts'
export type { ClipboardContent, PasteArgs } from './clipboard.ts'
export { copyWidgets, pasteIdMap, pasteWidgets } from './clipboard.ts'
export { blockIdOfWidget, boundsOf, prunePageSelection } from './lookup.ts'
export { setPartName, setSymbolFields, setSymbolParameters } from './symbol.ts'
export type { Bounds, WidgetInit } from './widgets.ts'
export {
  addWidgets,
  moveWidgets,
  removeWidgets,
  rotateWidgets,
  setWidgetBinding,
  setWidgetBounds,
  setWidgetEvent,
  setWidgetProps,
} from './widgets.ts'
