import { decodeLayoutContext } from '../../../../engine/codec/layoutContextCodec.ts'
import { parseLinkUrl } from '../../../../engine/codec/pageDocCodec.ts'
import { decodePageLayout } from '../../../../engine/codec/pageLayoutCodec.ts'
import type { CodecFailure } from '../../../../engine/codec/result.ts'
import { decodeSymbol } from '../../../../engine/codec/symbolCodec.ts'
import type { MessageDescriptor } from '../../../../engine/messages.ts'
import { MESSAGES } from '../../../../engine/rules/responses.ts'
import { HttpError } from '../../../http/httpError.ts'

/*
 * Documents are checked with the engine's codec before anything is written: a document the codec
 * refuses answers 422 with the codec's reason and nothing is stored. A document of a newer version than
 * this server knows is stored as sent (the spec: never dropped), unchecked because it cannot be read.
 * What is stored is always the text as sent, compressed or not; the decoded value is only looked at.
 */

// The spec's own messages for the two page failures the app shows by name (S0 §8).
const DESCRIPTORS: Partial<Record<CodecFailure['code'], MessageDescriptor>> = {
  createPageError: MESSAGES.createPageError,
  layoutMissing: MESSAGES.dataRequestFailed,
}

/** 422 with the codec's message (and the spec's message descriptor where it has one). */
export function documentError(failure: Pick<CodecFailure, 'code' | 'message'>, prefix = ''): HttpError {
  const descriptor = DESCRIPTORS[failure.code]
  return new HttpError(422, `${prefix}${failure.message}`, 422, descriptor ? [descriptor] : [])
}

/** The layout block ids a page layout shows (PC and mobile), or null for a newer, unreadable version. */
export function checkPageLayout(text: string, type: number): string[] | null {
  const decoded = decodePageLayout(text)
  if (!decoded.ok) {
    if (decoded.code === 'newerVersion') return null
    throw documentError(decoded)
  }
  const layout = decoded.value
  if (type === 1 && layout.layoutNodes.length === 0) {
    throw documentError({
      code: 'createPageError',
      message: 'page: a normal page needs at least one layout block',
    })
  }
  return [
    ...layout.layoutNodes.map((node) => node.i),
    ...layout.mobileLayout.flatMap((tab) => tab.mobileLayoutNodes.map((node) => node.i)),
  ]
}

/** Refuses a layout block context the codec cannot read (a newer version passes). */
export function checkLayoutContext(text: string, layoutId: string): void {
  const decoded = decodeLayoutContext(text)
  if (!decoded.ok && decoded.code !== 'newerVersion') throw documentError(decoded, `layout ${layoutId}: `)
}

/** Refuses a symbol document the codec cannot read (a newer version passes). */
export function checkSymbolDocument(text: string): void {
  const decoded = decodeSymbol(text)
  if (!decoded.ok && decoded.code !== 'newerVersion') throw documentError(decoded)
}

/**
 * A link page (type 3) needs `url` = JSON {resourceType app|business|system, resourceCode}; an inner link
 * page (type 2) may carry one; a normal page has none.
 */
export function checkLinkUrl(type: number, url: string | null | undefined): void {
  if (url === null || url === undefined || url === '') {
    if (type === 3) {
      throw documentError({
        code: 'invalidDocument',
        message: 'page: a link page needs url {resourceType, resourceCode}',
      })
    }
    return
  }
  if (type === 1) {
    throw documentError({ code: 'invalidDocument', message: 'page: a normal page has no url' })
  }
  if (!parseLinkUrl(url)) {
    throw documentError({
      code: 'invalidDocument',
      message: 'page: url must be JSON {resourceType: app|business|system, resourceCode}',
    })
  }
}

/** 422 when a page layout shows a block that is not one of the page's layouts. */
export function checkLayoutReferences(shown: string[] | null, layoutIds: ReadonlySet<string>): void {
  if (shown === null) return
  const missing = shown.find((id) => !layoutIds.has(id))
  if (missing !== undefined) {
    throw documentError({
      code: 'layoutMissing',
      message: `page: layout block ${missing} is not one of the page's layouts`,
    })
  }
}
