import { formatMessage, type MessageDescriptor, withValues } from '../../../../engine/messages.ts'
import type { WidgetManifest } from '../../../../engine/plugins/contract.ts'
import { MESSAGES } from '../../../../engine/rules/responses.ts'
import { HttpError } from '../../../http/httpError.ts'
import { JOB_MESSAGES } from '../../app/jobMessages.ts'
import type { PageEntry } from '../../app/transfer/fileFormats.ts'
import { newLayoutId, newPageId } from '../documents/ids.ts'
import { type IdMap, remapLinkUrl, remapPageLayout, remapPageReferences } from '../documents/remap.ts'
import type { PageView } from '../pages/queries.ts'
import { checkPageDocuments, type NewPage } from '../pages/save.ts'

/*
 * Pages in files (page packages and application exports): the documents exactly as stored, and on the
 * way back in new page and block ids with every reference between the imported pages renamed.
 */

/** One line of an import or export report: the spec's "{name} import succeeded / failed". */
export interface ItemResult {
  kind: string
  id?: string | number
  newId?: string | number
  name: string
  ok: boolean
  /** English, for logs and older clients. */
  message: string
  /** The message as catalogue descriptors: the line first, then the reason of a failure. */
  details?: MessageDescriptor[]
}

/** Why an item failed: English text for its message and, when the reason has them, descriptors. */
export interface FailureReason {
  text: string
  details?: MessageDescriptor[]
}

export function reasonOf(descriptor: MessageDescriptor): FailureReason {
  return { text: formatMessage(descriptor), details: [descriptor] }
}

/** A rule failure gives its own reason; anything else is reported without the database's internals. */
export function errorReason(error: unknown): FailureReason {
  if (!(error instanceof HttpError)) return reasonOf(JOB_MESSAGES.notStored)
  return { text: error.message, details: error.details.length > 0 ? error.details : undefined }
}

/** A report line worded by one descriptor. */
export function reportLine(
  kind: string,
  name: string,
  ok: boolean,
  line: MessageDescriptor,
  ids: Partial<ItemResult> = {},
): ItemResult {
  return { kind, name, ok, message: formatMessage(line), details: [line], ...ids }
}

export function succeeded(kind: string, name: string, ids: Partial<ItemResult> = {}): ItemResult {
  return reportLine(kind, name, true, withValues(MESSAGES.namedImportSucceeded, { name }), ids)
}

export function exported(kind: string, name: string, ids: Partial<ItemResult> = {}): ItemResult {
  return reportLine(kind, name, true, withValues(JOB_MESSAGES.itemExported, { name }), ids)
}

export function failed(
  kind: string,
  name: string,
  reason: FailureReason,
  ids: Partial<ItemResult> = {},
): ItemResult {
  const headline = withValues(MESSAGES.namedImportFailed, { name })
  const message = `${formatMessage(headline)}: ${reason.text}`
  // A reason without descriptors leaves them out: the app then shows the English message, which says why.
  const details = reason.details ? { details: [headline, ...reason.details] } : {}
  return { kind, name, ok: false, message, ...details, ...ids }
}

export function pageEntryOf(page: PageView): PageEntry {
  return {
    id: page.id,
    parentId: page.parentId,
    name: page.name,
    type: page.type,
    layout: page.layout,
    url: page.url ?? null,
    sortOrder: page.sortOrder,
    layouts: page.layouts.map((block) => ({
      id: block.id,
      name: block.name,
      context: block.context,
      sortOrder: block.sortOrder,
    })),
  }
}

const isText = (value: unknown): value is string => typeof value === 'string'

/** Whether a file's page entry has the fields an import needs (files can be edited by hand). */
export function isPageEntry(value: unknown): value is PageEntry {
  const entry = value as PageEntry | null
  return (
    typeof entry === 'object' &&
    entry !== null &&
    isText(entry.id) &&
    isText(entry.name) &&
    [1, 2, 3].includes(entry.type) &&
    isText(entry.layout) &&
    (entry.url === null || entry.url === undefined || isText(entry.url)) &&
    Array.isArray(entry.layouts) &&
    entry.layouts.every(
      (block) => typeof block === 'object' && block !== null && isText(block.id) && isText(block.context),
    )
  )
}

/** New ids for every importable page, so references between them can be renamed before any is written. */
export function newPageIds(entries: unknown[]): Map<string, string> {
  const ids = new Map<string, string>()
  for (const entry of entries) if (isPageEntry(entry)) ids.set(entry.id, newPageId())
  return ids
}

/**
 * The third-party plugins an import judges widgets with: the installed ones' props are checked; a widget
 * of one this server does not have is kept as it is (browsers show the missing-plugin placeholder until an
 * administrator installs it) and its type collected in `missing` for the import report.
 */
export interface PluginsAtImport {
  installed: ReadonlyMap<string, WidgetManifest>
  missing: Set<string>
}

/**
 * A page of a file, ready to insert: new block ids, its documents renamed after `pageIds`, and checked
 * with the codec like any page save (throws the same 422).
 */
export function importedPage(
  entry: PageEntry,
  target: { appId: number; parentId: number | null; sortOrder?: number },
  pageIds: IdMap,
  plugins: PluginsAtImport,
): NewPage {
  // Checked as the file has it first, so that a refused block is named by the id the user finds in
  // the file; then as it will be stored.
  checkPageDocuments(
    {
      type: entry.type,
      url: entry.url ?? null,
      layout: entry.layout,
      layouts: entry.layouts.map((block) => ({
        id: block.id,
        name: block.name ?? '',
        context: block.context,
      })),
    },
    plugins.installed,
    plugins.missing,
  )
  const layoutIds = new Map(entry.layouts.map((block) => [block.id, newLayoutId()]))
  const page: NewPage = {
    pageId: pageIds.get(entry.id) ?? newPageId(),
    appId: target.appId,
    parentId: target.parentId,
    name: entry.name,
    sortOrder: target.sortOrder,
    type: entry.type,
    url: remapLinkUrl(entry.url ?? null, pageIds),
    layout: remapPageLayout(entry.layout, layoutIds, pageIds),
    layouts: entry.layouts.map((block) => ({
      id: layoutIds.get(block.id) as string,
      name: block.name ?? '',
      context: remapPageReferences(block.context, pageIds),
      sortOrder: target.sortOrder === undefined ? undefined : block.sortOrder,
    })),
  }
  checkPageDocuments(page, plugins.installed, plugins.missing)
  return page
}
