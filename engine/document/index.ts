/** The document model: persisted shapes, the editor's keyed page document, defaults and ids. */
export { cloneJson } from './clone.ts'
export {
  defaultBackground,
  defaultLayoutContext,
  defaultLayoutNode,
  defaultMobileTab,
  defaultPageConfig,
  defaultPageInfo,
  defaultPageLayout,
} from './defaults.ts'
export { createGroupId, createId } from './ids.ts'
export { byOrder, keyBetween, keysBetween } from './orderKey.ts'
export type {
  BlockDoc,
  Extra,
  FlowRecord,
  GridNode,
  MobileTabDoc,
  PageDoc,
  WidgetGroup,
  WidgetNode,
} from './pageDoc.ts'
export * from './persisted.ts'
export {
  bucketOf,
  countWidgets,
  deleteWidget,
  extremeOrder,
  getWidget,
  hasWidget,
  listWidgets,
  putWidget,
  storeOf,
  WIDGET_BUCKETS,
  type WidgetStore,
} from './widgetStore.ts'
