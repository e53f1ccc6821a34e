import type { MessageDescriptor } from '../messages.ts'

/** What a data-display widget shows before it has a live value (spec S1 §3). */
export interface DataDisplayOptions {
  name: string
  showName: boolean
  unit: string
  showUnit: boolean
  /** Decimal places of the value. */
  decimal: number
}

/** Most decimal places a placeholder draws (Number.prototype.toFixed's classic limit). */
export const MAX_DISPLAY_DECIMALS = 20

/**
 * The placeholder: the name (if shown), four placeholder digits, a point plus one placeholder per
 * decimal place (nothing when decimal is 0), then the unit (if shown), separated by spaces.
 */
export function dataDisplayPlaceholder(opts: DataDisplayOptions): string {
  const places = Number.isFinite(opts.decimal)
    ? Math.min(MAX_DISPLAY_DECIMALS, Math.max(0, Math.floor(opts.decimal)))
    : 0
  const digits = places > 0 ? `####.${'#'.repeat(places)}` : '####'
  const parts = [
    opts.showName && typeof opts.name === 'string' ? opts.name : '',
    digits,
    opts.showUnit && typeof opts.unit === 'string' ? opts.unit : '',
  ]
  return parts.filter((part) => part !== '').join(' ')
}

/** Width bounds of font scaling (spec S0 §9). */
export const FONT_SCALE_WIDTH = { min: 900, max: 1920 } as const

/** Bounds of the scaled font size. */
export const FONT_SCALE_SIZE = { min: 12, max: 24 } as const

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}

/** "Width clamped between 900 and 1920, divided by 80, result clamped between 12 and 24." */
export function fontScale(width: number): number {
  const bounded = Number.isFinite(width) ? clamp(width, FONT_SCALE_WIDTH.min, FONT_SCALE_WIDTH.max) : 0
  return clamp(bounded / 80, FONT_SCALE_SIZE.min, FONT_SCALE_SIZE.max)
}

/** "Sizes are scaled with one decimal": rounds to one decimal place. */
export function scaleSize(size: number): number {
  return Math.round(size * 10) / 10
}

/** Modal defaults: 1024 by 768, default title the word for Edit. */
export const MODAL_DEFAULTS: { width: number; height: number; titleMessage: MessageDescriptor } = {
  width: 1024,
  height: 768,
  titleMessage: /*i18n*/ { id: 'rules.modal.title', message: 'Edit' },
}

/**
 * A modal's width (default 1024): "a width above the maximum width is adapted to the maximum width",
 * the maximum being the window width minus 10.
 */
export function modalWidth(requested: number | undefined, windowWidth: number): number {
  const width = requested ?? MODAL_DEFAULTS.width
  const max = Math.max(0, windowWidth - 10)
  return Math.min(width, max)
}

/** Pop-up window default size. */
export const POPUP_DEFAULTS = { width: 400, height: 400 } as const

/** Default time format. */
export const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss'

/** Tooltip width in px; tooltips open bottom-left on hover. */
export const TOOLTIP_WIDTH = 250

/** Where tooltips open. */
export const TOOLTIP_PLACEMENT = 'bottomLeft'

/** Text images default to 100x100, 20 px Arial, black. */
export const TEXT_IMAGE_DEFAULTS = {
  width: 100,
  height: 100,
  fontSize: 20,
  fontFamily: 'Arial',
  color: 'black',
} as const

/** A code chunk that has not loaded after this long raises an error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

/** Length of the random key of a hash route. */
export const ROUTER_KEY_LENGTH = 6

/** Metadata lists: page 1, 20000 per page. */
export const METADATA_PAGE = 1
/** Metadata lists: 20000 per page. */
export const METADATA_PER_PAGE = 20_000
/** Property queries: page 1. */
export const PROPERTY_PAGE = 1
/** Property queries: 20 per page. */
export const PROPERTY_PER_PAGE = 20
/** Task lists: 20 per page. */
export const TASK_PAGE_SIZE = 20
/** Statistics task lists: 5 per page. */
export const STATISTICS_TASK_PAGE_SIZE = 5
/** Object snapshot and search: 200 in one search. */
export const SNAPSHOT_SEARCH_SIZE = 200
/** Default instance query: page 1. */
export const INSTANCE_QUERY_PAGE = 1
/** Default instance query: size 20. */
export const INSTANCE_QUERY_SIZE = 20
/** Workflow process lists: 20 per page. */
export const PROCESS_PAGE_SIZE = 20
/** Workflow version lists: 15 per page. */
export const VERSION_LIST_PAGE_SIZE = 15
/** Deleting a diagram reloads the version list with this size (page 0). */
export const VERSION_DELETE_RELOAD_SIZE = 1000
/** While a restore runs, its status is polled this often. */
export const RESTORE_POLL_INTERVAL_MS = 5000

/** Mobile navigation needs at least 1 entry. */
export const MOBILE_NAV_MIN = 1
/** Mobile navigation allows at most 5 entries. */
export const MOBILE_NAV_MAX = 5

/** Messages of the mobile navigation limits. */
export const MOBILE_NAV_MESSAGES = {
  full: /*i18n*/ { id: 'rules.mobileNav.full', message: 'The navigation bar can have at most {num} entries' },
  last: /*i18n*/ { id: 'rules.mobileNav.last', message: 'The last navigation entry cannot be deleted' },
} satisfies Record<string, MessageDescriptor>

/** Whether one more navigation entry fits; when not, show `MOBILE_NAV_MESSAGES.full` with num 5. */
export function canAddMobileNav(count: number): boolean {
  return count < MOBILE_NAV_MAX
}

/** Whether an entry may be deleted; "last one cannot be deleted" (show `MOBILE_NAV_MESSAGES.last`). */
export function canRemoveMobileNav(count: number): boolean {
  return count > MOBILE_NAV_MIN
}
