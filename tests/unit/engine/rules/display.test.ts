import { describe, expect, it } from 'vitest'
import { formatMessage } from '../../../../engine/messages.ts'
import {
  CHUNK_LOAD_TIMEOUT_MS,
  canAddMobileNav,
  canRemoveMobileNav,
  dataDisplayPlaceholder,
  fontScale,
  INSTANCE_QUERY_SIZE,
  METADATA_PER_PAGE,
  MOBILE_NAV_MAX,
  MOBILE_NAV_MESSAGES,
  MOBILE_NAV_MIN,
  MODAL_DEFAULTS,
  modalWidth,
  POPUP_DEFAULTS,
  PROCESS_PAGE_SIZE,
  RESTORE_POLL_INTERVAL_MS,
  ROUTER_KEY_LENGTH,
  SNAPSHOT_SEARCH_SIZE,
  STATISTICS_TASK_PAGE_SIZE,
  scaleSize,
  TEXT_IMAGE_DEFAULTS,
  TIME_FORMAT,
  TOOLTIP_WIDTH,
  VERSION_DELETE_RELOAD_SIZE,
  VERSION_LIST_PAGE_SIZE,
} from '../../../../engine/rules/display.ts'

describe('dataDisplayPlaceholder', () => {
  const base = { name: 'Temperature', showName: true, unit: '°C', showUnit: true, decimal: 2 }

  it('renders name, four digits, decimals and unit', () => {
    expect(dataDisplayPlaceholder(base)).toBe('Temperature ####.## °C')
  })

  it('draws no point when decimal is 0', () => {
    expect(dataDisplayPlaceholder({ ...base, decimal: 0 })).toBe('Temperature #### °C')
    expect(dataDisplayPlaceholder({ ...base, decimal: 1 })).toBe('Temperature ####.# °C')
  })

  it('leaves out the name and unit when not shown', () => {
    expect(dataDisplayPlaceholder({ ...base, showName: false })).toBe('####.## °C')
    expect(dataDisplayPlaceholder({ ...base, showUnit: false })).toBe('Temperature ####.##')
    expect(dataDisplayPlaceholder({ ...base, showName: false, showUnit: false, decimal: 3 })).toBe('####.###')
    expect(dataDisplayPlaceholder({ ...base, unit: '' })).toBe('Temperature ####.##')
  })

  it('tolerates odd decimal values', () => {
    expect(dataDisplayPlaceholder({ ...base, decimal: -1 })).toBe('Temperature #### °C')
    expect(dataDisplayPlaceholder({ ...base, decimal: 2.7 })).toBe('Temperature ####.## °C')
    expect(dataDisplayPlaceholder({ ...base, decimal: Number.NaN })).toBe('Temperature #### °C')
    expect(dataDisplayPlaceholder({ ...base, decimal: 1e9, showName: false, showUnit: false })).toBe(
      `####.${'#'.repeat(20)}`,
    )
  })
})

describe('fontScale', () => {
  it('clamps the width to 900-1920, divides by 80 and clamps to 12-24', () => {
    expect(fontScale(899)).toBe(12)
    expect(fontScale(900)).toBe(12)
    expect(fontScale(1000)).toBe(12.5)
    expect(fontScale(1600)).toBe(20)
    expect(fontScale(1920)).toBe(24)
    expect(fontScale(1921)).toBe(24)
    expect(fontScale(4000)).toBe(24)
    expect(fontScale(Number.NaN)).toBe(12)
  })
})

describe('scaleSize', () => {
  it('keeps one decimal', () => {
    expect(scaleSize(15.425)).toBe(15.4)
    expect(scaleSize(15.45)).toBe(15.5)
    expect(scaleSize(12)).toBe(12)
  })
})

describe('modals and pop-ups', () => {
  it('default to 1024 by 768 titled Edit, and a 400 by 400 pop-up', () => {
    expect(MODAL_DEFAULTS.width).toBe(1024)
    expect(MODAL_DEFAULTS.height).toBe(768)
    expect(formatMessage(MODAL_DEFAULTS.titleMessage)).toBe('Edit')
    expect(POPUP_DEFAULTS).toEqual({ width: 400, height: 400 })
  })

  it('adapts a width above the window width minus 10', () => {
    expect(modalWidth(1024, 1280)).toBe(1024)
    expect(modalWidth(1024, 1034)).toBe(1024)
    expect(modalWidth(1024, 1033)).toBe(1023)
    expect(modalWidth(undefined, 800)).toBe(790)
    expect(modalWidth(undefined, 1920)).toBe(1024)
    expect(modalWidth(500, 5)).toBe(0)
  })
})

describe('constants of S0 §9 and S1 §9', () => {
  it('have the spec values', () => {
    expect(TIME_FORMAT).toBe('YYYY-MM-DD HH:mm:ss')
    expect(TOOLTIP_WIDTH).toBe(250)
    expect(TEXT_IMAGE_DEFAULTS).toEqual({
      width: 100,
      height: 100,
      fontSize: 20,
      fontFamily: 'Arial',
      color: 'black',
    })
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120000)
    expect(ROUTER_KEY_LENGTH).toBe(6)
    expect(METADATA_PER_PAGE).toBe(20000)
    expect(STATISTICS_TASK_PAGE_SIZE).toBe(5)
    expect(SNAPSHOT_SEARCH_SIZE).toBe(200)
    expect(INSTANCE_QUERY_SIZE).toBe(20)
    expect(PROCESS_PAGE_SIZE).toBe(20)
    expect(VERSION_LIST_PAGE_SIZE).toBe(15)
    expect(VERSION_DELETE_RELOAD_SIZE).toBe(1000)
    expect(RESTORE_POLL_INTERVAL_MS).toBe(5000)
  })
})

describe('mobile navigation', () => {
  it('allows 1 to 5 entries', () => {
    expect([MOBILE_NAV_MIN, MOBILE_NAV_MAX]).toEqual([1, 5])
    expect(canAddMobileNav(4)).toBe(true)
    expect(canAddMobileNav(5)).toBe(false)
    expect(canRemoveMobileNav(2)).toBe(true)
    expect(canRemoveMobileNav(1)).toBe(false)
    expect(formatMessage({ ...MOBILE_NAV_MESSAGES.full, values: { num: MOBILE_NAV_MAX } })).toBe(
      'The navigation bar can have at most 5 entries',
    )
  })
})
