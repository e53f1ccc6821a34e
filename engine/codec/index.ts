/** Parsing, migrating, validating and serialising every persisted document kind. */
export { COMPRESSION_LEVEL, compressText, decompressText, isCompressed } from './compression.ts'
export { DASHBOARD_MIGRATIONS, decodeDashboard, encodeDashboard } from './dashboardCodec.ts'
export {
  decodeLayoutContext,
  encodeLayoutContext,
  LAYOUT_CONTEXT_MIGRATIONS,
  type WidgetMigrator,
} from './layoutContextCodec.ts'
export { compareVersionTags, type DocumentMigration } from './migrations.ts'
export {
  type DecodePageOptions,
  decodePage,
  encodePage,
  fromBlockDoc,
  pageLayoutOf,
  parseLinkUrl,
  toBlockDoc,
} from './pageDocCodec.ts'
export {
  decodePageLayout,
  encodePageLayout,
  hasPageLayout,
  PAGE_LAYOUT_MIGRATIONS,
  shownBlockIds,
} from './pageLayoutCodec.ts'
export type { CodecErrorCode, CodecFailure, CodecResult, CodecSuccess } from './result.ts'
export { decodeSymbol, encodeSymbol, SYMBOL_MIGRATIONS, symbolPartNames } from './symbolCodec.ts'
