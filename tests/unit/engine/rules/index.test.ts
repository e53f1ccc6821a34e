import { describe, expect, it } from 'vitest'
import type { MessageDescriptor } from '../../../../engine/messages.ts'
import * as rules from '../../../../engine/rules/index.ts'

const catalogues: Record<string, Record<string, MessageDescriptor>> = {
  FILE_MESSAGES: rules.FILE_MESSAGES,
  MESSAGES: rules.MESSAGES,
  MOBILE_NAV_MESSAGES: rules.MOBILE_NAV_MESSAGES,
  NAME_MESSAGES: rules.NAME_MESSAGES,
  NUMBER_MESSAGES: rules.NUMBER_MESSAGES,
  PASSWORD_MESSAGES: rules.PASSWORD_MESSAGES,
  SERVICE_MESSAGES: rules.SERVICE_MESSAGES,
  TREND_MESSAGES: rules.TREND_MESSAGES,
  VALUE_MESSAGES: rules.VALUE_MESSAGES,
  MODAL: { title: rules.MODAL_DEFAULTS.titleMessage },
}

const all = Object.values(catalogues).flatMap((catalogue) => Object.values(catalogue))

describe('engine/rules public API', () => {
  it('re-exports the functions other modules import', () => {
    for (const name of [
      'checkValue',
      'allValid',
      'checkName',
      'checkUnique',
      'checkYear',
      'checkPassword',
      'checkImageFile',
      'checkTrendQuery',
      'hasPermission',
      'setPermissionBit',
      'routeAccess',
      'isAuthorisedPath',
      'buildRuntimeMenu',
      'groupAlarmLimits',
      'dataDisplayPlaceholder',
      'isSuccessResponse',
    ]) {
      expect(typeof (rules as Record<string, unknown>)[name], name).toBe('function')
    }
  })

  it('gives every message a unique rules.<area>.<name> id and English text', () => {
    const ids = all.map((descriptor) => descriptor.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const descriptor of all) {
      expect(descriptor.id).toMatch(/^rules\.[a-zA-Z]+\.[a-zA-Z0-9]+$/)
      expect(descriptor.message.trim()).not.toBe('')
    }
  })
})
