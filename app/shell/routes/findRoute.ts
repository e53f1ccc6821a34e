import { matchRoute, type Parser } from 'wouter'
import type { ShellRoute } from './types'

/** The first route of `routes` whose pattern matches `path`, with its parameters; null when none does. */
export function findRoute(
  routes: readonly ShellRoute[],
  path: string,
  parser: Parser,
): { route: ShellRoute; params: Record<string, string | undefined> } | null {
  for (const route of routes) {
    const [matched, params] = matchRoute(parser, route.path, path)
    if (matched) return { route, params: { ...(params as Record<string, string | undefined>) } }
  }
  return null
}

/**
 * The static beginning of a route pattern, without the leading slash: what the stored design menu list
 * holds for a route granted by its resource ('/design/workflow/:id' → 'design/workflow/').
 */
export function staticPrefix(pattern: string): string {
  const segments = pattern.replace(/^\//, '').split('/')
  const dynamic = segments.findIndex((segment) => segment.startsWith(':') || segment.includes('*'))
  if (dynamic === -1) return segments.join('/')
  return `${segments.slice(0, dynamic).join('/')}/`
}

/** The stored-list entries of routes granted by a resource the user holds. */
export function grantedPrefixes(
  routes: readonly ShellRoute[],
  permittedCodes: ReadonlySet<string>,
): string[] {
  return routes
    .filter((route) => route.resource !== undefined && permittedCodes.has(route.resource))
    .map((route) => staticPrefix(route.path))
    .filter((prefix) => prefix.replace(/[/\s]/g, '') !== '')
}
