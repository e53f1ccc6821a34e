import { decodeLayoutContext } from '../../../../engine/codec/layoutContextCodec.ts'
import { parseLinkUrl } from '../../../../engine/codec/pageDocCodec.ts'
import { decodePageLayout, hasPageLayout, shownBlockIds } from '../../../../engine/codec/pageLayoutCodec.ts'
import type { CodecFailure } from '../../../../engine/codec/result.ts'
import { decodeSymbol, duplicatePartNames } from '../../../../engine/codec/symbolCodec.ts'
import type { LayoutContextWire } from '../../../../engine/document/persisted.ts'
import { formatMessage, type MessageDescriptor, withValues } from '../../../../engine/messages.ts'
import type { WidgetManifest } from '../../../../engine/plugins/contract.ts'
import { migrateWidgetProps } from '../../../../engine/plugins/migrations.ts'
import { normaliseProps } from '../../../../engine/plugins/propsSchema.ts'
import { widgetPropsErrors } from '../../../../engine/plugins/widgetProps.ts'
import { MESSAGES } from '../../../../engine/rules/responses.ts'
import { HttpError } from '../../../http/httpError.ts'
import { COMPOSE_MESSAGES } from '../messages.ts'
import { pluginManifests } from './pluginManifests.ts'

/*
 * Documents are checked with the engine's codec before anything is written: a document the codec
 * refuses answers 422 with the codec's reason (in English, and in `details` inside a localised frame)
 * and nothing is stored. A document of a newer version than this server knows is stored as sent (the
 * spec: never dropped), unchecked because it cannot be read. What is stored is always the text as sent,
 * compressed or not; the decoded value is only looked at.
 */

/**
 * 422 for a document the codec refused. The English message is the codec's reason (after `prefix`, which
 * names the block); the details word it for the user, the reason itself kept verbatim as `{detail}`.
 */
function documentError(
  failure: Pick<CodecFailure, 'message'>,
  frame: MessageDescriptor,
  values: Record<string, string> = {},
  prefix = '',
): HttpError {
  const details = [withValues(frame, { ...values, detail: failure.message })]
  return new HttpError(422, `${prefix}${failure.message}`, 422, details)
}

/** 422 for a page rule, in English as the codec words it; `details` lead with the spec's message if any. */
function pageRuleError(message: string, details: MessageDescriptor[]): HttpError {
  return new HttpError(422, message, 422, details)
}

/** The layout block ids a page layout shows (PC and mobile), or null for a newer, unreadable version. */
export function checkPageLayout(text: string, type: number): string[] | null {
  const decoded = decodePageLayout(text)
  if (!decoded.ok) {
    if (decoded.code === 'newerVersion') return null
    throw documentError(decoded, COMPOSE_MESSAGES.pageInvalid)
  }
  if (type === 1 && !hasPageLayout(decoded.value)) {
    // The spec's "create page error" (S0 §8), then what is wrong.
    throw pageRuleError('page: a normal page needs at least one layout block', [
      MESSAGES.createPageError,
      COMPOSE_MESSAGES.pageNeedsBlock,
    ])
  }
  return shownBlockIds(decoded.value)
}

/**
 * Refuses a layout block context the codec cannot read (a newer version passes), and one whose widgets
 * the plugins refuse: an unknown plugin type, or props its manifest rejects (each field, then the
 * cross-field rules), judged after the plugin's migrations with missing fields at their defaults (as every
 * host shows them). A widget stored by a newer plugin version
 * than this server's passes unjudged, as a newer document does.
 */
export function checkLayoutContext(
  text: string,
  layoutId: string,
  installed: ReadonlyMap<string, WidgetManifest> = NO_INSTALLED,
  /**
   * Given by an import: a widget of a plugin this server does not have is kept (browsers show the
   * missing-plugin placeholder) and its type added here, instead of refusing the block.
   */
  missing?: Set<string>,
  /**
   * The block's context as stored, on a save: a widget of a plugin this server lacks (removed since) that
   * the block already held, same id and type, is kept as it is, so the rest of the page can still be
   * edited; a new one is refused.
   */
  stored?: string | null,
): void {
  const decoded = decodeLayoutContext(text)
  if (!decoded.ok) {
    if (decoded.code === 'newerVersion') return
    throw documentError(decoded, COMPOSE_MESSAGES.layoutInvalid, { layoutId }, `layout ${layoutId}: `)
  }
  checkWidgets(decoded.value, layoutId, installed, missing, storedWidgets(stored))
}

/** `id type` of each widget a stored context holds (none when there is none or it cannot be read). */
function storedWidgets(stored: string | null | undefined): ReadonlySet<string> {
  if (!stored) return EMPTY
  const decoded = decodeLayoutContext(stored)
  if (!decoded.ok) return EMPTY
  return new Set(decoded.value.widgets.map((widget) => `${widget.id} ${widget.type}`))
}

const EMPTY: ReadonlySet<string> = new Set()

/**
 * The widget types of a layout block context that no built-in plugin provides (third-party plugins',
 * installed or not); none for a context the codec cannot read.
 */
export function thirdPartyWidgetTypes(text: string): string[] {
  const decoded = decodeLayoutContext(text)
  if (!decoded.ok) return []
  return [...new Set(decoded.value.widgets.map((widget) => widget.type))].filter(
    (type) => !pluginManifests.has(type),
  )
}

/** No third-party plugins: the built-in ones only. */
const NO_INSTALLED: ReadonlyMap<string, WidgetManifest> = new Map()

function checkWidgets(
  context: LayoutContextWire,
  layoutId: string,
  installed: ReadonlyMap<string, WidgetManifest>,
  missing: Set<string> | undefined,
  kept: ReadonlySet<string>,
): void {
  for (const widget of context.widgets) {
    const values = { layoutId, widgetId: widget.id, type: widget.type }
    const builtIn = pluginManifests.get(widget.type)
    const manifest = builtIn ?? installed.get(widget.type)
    if (!manifest && missing) {
      missing.add(widget.type)
      continue
    }
    if (!manifest && kept.has(`${widget.id} ${widget.type}`)) continue
    if (!manifest) {
      const message = withValues(COMPOSE_MESSAGES.widgetUnknownPlugin, values)
      throw new HttpError(422, formatMessage(message), 422, [message])
    }
    // A third-party plugin's migrations are code in its module, which only browsers run: a widget stored
    // by an older version of it passes unjudged, as one stored by a newer version does.
    if (!builtIn && widget.version !== manifest.version) continue
    const migrated = migrateWidgetProps(manifest, widget.props, widget.version)
    if (!migrated.ok) {
      if (migrated.reason === 'newerThanPlugin') continue
      const message = withValues(COMPOSE_MESSAGES.widgetInvalidProp, {
        ...values,
        prop: 'version',
        detail: migrated.message,
      })
      throw new HttpError(422, formatMessage(message), 422, [message])
    }
    const [prop, error] =
      Object.entries(widgetPropsErrors(manifest, normaliseProps(manifest.props, migrated.props)))[0] ?? []
    if (prop !== undefined && error) {
      const message = withValues(COMPOSE_MESSAGES.widgetInvalidProp, {
        ...values,
        prop,
        detail: formatMessage(error),
      })
      throw new HttpError(422, formatMessage(message), 422, [message])
    }
  }
}

/** Refuses a symbol document the codec cannot read (a newer version passes). */
export function checkSymbolDocument(text: string): void {
  const decoded = decodeSymbol(text)
  if (!decoded.ok && decoded.code !== 'newerVersion')
    throw documentError(decoded, COMPOSE_MESSAGES.symbolInvalid)
  // Spec S1 §5: graphic elements on the same level have unique names.
  const repeated = decoded.ok ? duplicatePartNames(decoded.value) : []
  if (repeated.length > 0) {
    const name = repeated.join(', ')
    throw pageRuleError(`symbol: part name ${name} is used twice on one level`, [
      withValues(COMPOSE_MESSAGES.partNameTaken, { name }),
    ])
  }
}

/**
 * A link page (type 3) needs `url` = JSON {resourceType app|business|system, resourceCode}; an inner link
 * page (type 2) may carry one; a normal page has none.
 */
export function checkLinkUrl(type: number, url: string | null | undefined): void {
  if (url === null || url === undefined || url === '') {
    if (type === 3) {
      throw pageRuleError('page: a link page needs url {resourceType, resourceCode}', [
        COMPOSE_MESSAGES.linkPageNeedsUrl,
      ])
    }
    return
  }
  if (type === 1) throw pageRuleError('page: a normal page has no url', [COMPOSE_MESSAGES.normalPageHasNoUrl])
  if (!parseLinkUrl(url)) {
    throw pageRuleError('page: url must be JSON {resourceType: app|business|system, resourceCode}', [
      COMPOSE_MESSAGES.urlNotLink,
    ])
  }
}

/** 422 when a page layout shows a block that is not one of the page's layouts. */
export function checkLayoutReferences(shown: string[] | null, layoutIds: ReadonlySet<string>): void {
  if (shown === null) return
  const missing = shown.find((id) => !layoutIds.has(id))
  if (missing !== undefined) {
    // The spec shows a missing block as "data request failed" (S0 §8).
    throw pageRuleError(`page: layout block ${missing} is not one of the page's layouts`, [
      MESSAGES.dataRequestFailed,
      withValues(COMPOSE_MESSAGES.shownLayoutMissing, { layoutId: missing }),
    ])
  }
}
