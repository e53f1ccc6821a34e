import { describe, expect, it } from 'vitest'
import { formatMessage } from '../../../../engine/messages.ts'
import {
  errorMessage,
  hasResponseCode,
  isRestoreFinished,
  isSuccessResponse,
  MESSAGES,
  SERVICE_MESSAGES,
  serviceMessage,
} from '../../../../engine/rules/responses.ts'

describe('isSuccessResponse', () => {
  it('accepts 200, 201, 202 and 204 as number or string', () => {
    for (const code of [200, 201, 202, 204, '200', '201', '202', '204']) {
      expect(isSuccessResponse({ code }), String(code)).toBe(true)
    }
  })

  it('treats every other code as a failure', () => {
    for (const code of [203, 205, 400, 401, 500, '401.3', '200 ', ' 200', '2OO', 200.5, true, null, {}]) {
      expect(isSuccessResponse({ code }), String(code)).toBe(false)
    }
  })

  it('treats a missing response or code as a failure', () => {
    expect(isSuccessResponse(undefined)).toBe(false)
    expect(isSuccessResponse(null)).toBe(false)
    expect(isSuccessResponse({})).toBe(false)
  })

  it('reads the status when the body has no code, and the code first otherwise', () => {
    expect(isSuccessResponse({ status: 204 })).toBe(true)
    expect(isSuccessResponse({ status: '201' })).toBe(true)
    expect(isSuccessResponse({ code: 500, status: 200 })).toBe(false)
    expect(isSuccessResponse({ code: '200', status: 500 })).toBe(true)
  })
})

describe('hasResponseCode', () => {
  it("continues an edit only on '201', a layout delete on '204', a fetch on '200'", () => {
    expect(hasResponseCode({ code: '201' }, 201)).toBe(true)
    expect(hasResponseCode({ code: 200 }, 201)).toBe(false)
    expect(hasResponseCode({ code: 204 }, 204)).toBe(true)
    expect(hasResponseCode({ code: '200' }, 204)).toBe(false)
    expect(hasResponseCode(null, 200)).toBe(false)
  })
})

describe('isRestoreFinished', () => {
  it('stops polling at status 2, 5 or 6', () => {
    expect([1, 2, 3, 4, 5, 6, 7].filter(isRestoreFinished)).toEqual([2, 5, 6])
    expect(isRestoreFinished('5')).toBe(true)
    expect(isRestoreFinished(undefined)).toBe(false)
  })
})

describe('service messages', () => {
  it('cover the statuses of spec S1 §8', () => {
    const statuses = Object.keys(SERVICE_MESSAGES).map(Number)
    expect(statuses).toEqual([200, 201, 202, 204, 400, 401, 403, 404, 406, 410, 422, 500, 502, 503, 504])
    for (const status of statuses) expect(SERVICE_MESSAGES[status]?.id).toBe(`rules.service.${status}`)
  })

  it('are found by number or string', () => {
    expect(serviceMessage(404)).toBe(SERVICE_MESSAGES[404])
    expect(serviceMessage('503')).toBe(SERVICE_MESSAGES[503])
    expect(serviceMessage(418)).toBeNull()
    expect(serviceMessage('abc')).toBeNull()
  })
})

describe('errorMessage', () => {
  it('prefers the server message, then the table, then the status text, then "try again later"', () => {
    expect(formatMessage(errorMessage({ status: 500, message: 'Disk full {x}' }))).toBe('Disk full {x}')
    expect(errorMessage({ status: 500, message: '  ' })).toBe(SERVICE_MESSAGES[500])
    expect(formatMessage(errorMessage({ status: 418, statusText: "I'm a teapot" }))).toBe("I'm a teapot")
    expect(errorMessage({ status: 418 })).toBe(MESSAGES.tryAgainLater)
  })
})

describe('MESSAGES', () => {
  it('hold the quoted texts of the spec', () => {
    expect(formatMessage(MESSAGES.page403)).toBe("Sorry, you don't have access to this page")
    expect(formatMessage(MESSAGES.operationSucceeded)).toBe('Operation succeeded')
    expect(formatMessage(MESSAGES.roleWithoutUsers)).toBe('The role is small without child user')
    expect(formatMessage({ ...MESSAGES.namedImportFailed, values: { name: 'Pumps' } })).toBe(
      'Pumps import failed',
    )
  })

  it('use unique ids in the rules.message namespace', () => {
    const ids = Object.values(MESSAGES).map((message) => message.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.every((id) => id.startsWith('rules.message.'))).toBe(true)
  })
})
