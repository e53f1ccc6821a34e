import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'

/**
 * What may embed the app in a frame (`frame-ancestors`): CSP source expressions separated by spaces, e.g.
 * `'self' https://portal.plant.example`. Refuses anything that could end the directive or the header.
 */
export function parseFrameAncestors(value: string | undefined): string {
  const sources = (value ?? "'self'").trim()
  if (sources === '') return "'none'"
  if (/[;,\r\n\0]/.test(sources)) {
    throw new Error(
      `GANTRY_FRAME_ANCESTORS must be CSP sources separated by spaces, not ${JSON.stringify(value)}`,
    )
  }
  return sources
}

/** Extra CSP sources of a setting (separated by spaces); refuses anything that could end a directive. */
export function parseCspSources(name: string, value: string | undefined): string {
  const sources = (value ?? '').trim()
  if (/[;,\r\n\0']/.test(sources)) {
    throw new Error(
      `${name} must be CSP sources (addresses) separated by spaces, not ${JSON.stringify(value)}`,
    )
  }
  return sources
}

/** `sha256-…` of every inline script of a page, as a CSP hash source. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match
    if (/\bsrc\s*=/i.test(attributes)) continue
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return hashes
}

/**
 * The app's Content-Security-Policy. Scripts only from this origin, plus the build's own inline
 * scripts by hash (index.html starts a directly opened runtime page before any module loads), so an
 * injected `<script>` or event handler never runs. Styles allow inline: React, fabric and the chart
 * libraries set style attributes and elements at run time, and styles cannot run code. `connect-src
 * 'self'` keeps fetches and WebSockets on this origin, so a script that did run could not send a ticket away.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  frameAncestors: string,
  mediaSources = '',
): string {
  const media = mediaSources ? ` ${mediaSources}` : ''
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${media}`,
    // Videos: this server, the HLS player's buffers (blob:) and the configured camera servers.
    `media-src 'self' blob:${media}`,
    // The web view control frames pages the designer chose (http/https only), always sandboxed.
    "frame-src 'self' http: https:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ')
}

/**
 * Headers on every answer: the CSP (also on uploads, so an SVG opened on its own runs no script),
 * `nosniff` (a stored file is never taken for script or a page) and a referrer policy that sends no
 * path or query to other sites.
 */
export function registerSecurityHeaders(app: FastifyInstance, csp: string): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    // A route that sets a stricter policy of its own (uploaded files: `sandbox`) keeps it.
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', csp)
    reply.header('X-Content-Type-Options', 'nosniff')
    reply.header('Referrer-Policy', 'same-origin')
    return payload
  })
}
