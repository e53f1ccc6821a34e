// @vitest-environment jsdom
import { parse } from 'regexparam'
import { describe, expect, test } from 'vitest'
import type { Parser } from 'wouter'
import { findRoute } from '../../../../app/shell/routes/findRoute'
import { NotAvailableScreen } from '../../../../app/shell/routes/NotAvailableScreen'
import { routeTable } from '../../../../app/shell/routes/routeTable'
import { KNOWN_NOT_AVAILABLE, SPEC_PATHS } from '../../../support/specRoutes'

const parser = ((route: string, loose?: boolean) => parse(route, loose)) as unknown as Parser

/** A concrete path for a route pattern: each parameter and wildcard replaced by a sample value. */
function sample(pattern: string): string {
  return pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? 'sample' : segment === '*' ? 'sample' : segment))
    .join('/')
}

describe('route walk (spec S0 §2, S1 §2)', () => {
  test.each(SPEC_PATHS.filter((path) => !KNOWN_NOT_AVAILABLE.includes(path)))(
    '%s opens a real screen',
    (path) => {
      const match = findRoute(routeTable, path, parser)
      expect(match, `${path} matches no route`).not.toBeNull()
      expect(match?.route.screen, `${path} is "not available in this version yet"`).not.toBe(
        NotAvailableScreen,
      )
    },
  )

  test('no route of the table is a "not available yet" page, but for the known exceptions', () => {
    const placeholders = routeTable
      .filter((route) => route.screen === NotAvailableScreen)
      .map((route) => route.path)
    expect(placeholders).toEqual([...KNOWN_NOT_AVAILABLE])
  })

  test('every route of the table, opened with sample parameters, reaches a real screen', () => {
    for (const route of routeTable) {
      if (KNOWN_NOT_AVAILABLE.includes(route.path)) continue
      const path = sample(route.path)
      const match = findRoute(routeTable, path, parser)
      expect(match?.route.screen, `${route.path} (${path})`).not.toBe(NotAvailableScreen)
    }
  })

  test('a known exception is still one: the list shrinks when its screen lands', () => {
    for (const path of KNOWN_NOT_AVAILABLE) {
      expect(findRoute(routeTable, path, parser)?.route.screen).toBe(NotAvailableScreen)
    }
  })
})
