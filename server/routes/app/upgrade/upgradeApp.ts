import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { isCompressed } from '../../../../engine/codec/compression.ts'
import { decodeLayoutContext, encodeLayoutContext } from '../../../../engine/codec/layoutContextCodec.ts'
import { decodePageLayout, encodePageLayout } from '../../../../engine/codec/pageLayoutCodec.ts'
import type { CodecFailure, CodecResult } from '../../../../engine/codec/result.ts'
import { decodeSymbol, encodeSymbol } from '../../../../engine/codec/symbolCodec.ts'
import { formatMessage, type MessageDescriptor, withValues } from '../../../../engine/messages.ts'
import { now } from '../../../http/session.ts'
import { type ItemResult, reportLine } from '../../compose/packages/pageEntries.ts'
import { JOB_MESSAGES } from '../jobMessages.ts'
import { type JobOutcome, outcomeStatus, setProgress } from '../jobs/jobs.ts'
import { APP_MESSAGES } from '../messages.ts'

/*
 * Upgrading an application brings every stored document to the versions this server writes (page
 * layouts v1.1, blocks v1.0, symbols v1.0) through the engine's numbered migrations. Documents already
 * current are left byte for byte; a document newer than the server is kept as it is and reported; one
 * stays compressed if it was.
 */

type Upgrade = { text: string; from: string } | { failure: CodecFailure } | null

function upgraded<T>(
  text: string,
  decoded: CodecResult<T>,
  encode: (value: T, compress: boolean) => string,
): Upgrade {
  if (!decoded.ok) return { failure: decoded }
  if (decoded.migratedFrom === null) return null
  return { text: encode(decoded.value, isCompressed(text)), from: decoded.migratedFrom }
}

// The codec's reason is an English diagnostic with a JSON path: it goes into the localised frame verbatim.
const FAILURE_FRAMES: Partial<Record<CodecFailure['code'], MessageDescriptor>> = {
  newerVersion: JOB_MESSAGES.itemNewer,
  invalidDocument: JOB_MESSAGES.itemInvalidDocument,
  invalidJson: JOB_MESSAGES.itemInvalidJson,
}

function failedItem(kind: string, name: string, failure: CodecFailure): ItemResult {
  const kept = failure.code === 'newerVersion' ? '; kept as it is' : ''
  const frame = FAILURE_FRAMES[failure.code] ?? JOB_MESSAGES.itemNotUpgraded
  const line = withValues(frame, { name, detail: failure.message })
  // The English message keeps its old wording for clients that read it.
  return { ...reportLine(kind, name, false, line), message: `${name}: ${failure.message}${kept}` }
}

const pageLayout = (text: string) =>
  upgraded(text, decodePageLayout(text), (value, compress) => encodePageLayout(value, { compress }))
const layoutContext = (text: string) =>
  upgraded(text, decodeLayoutContext(text), (value, compress) => encodeLayoutContext(value, { compress }))
const symbolContent = (text: string) =>
  upgraded(text, decodeSymbol(text), (value, compress) => encodeSymbol(value, { compress }))

function report(items: ItemResult[], kind: string, name: string, result: Upgrade): string | null {
  if (result === null) return null
  if ('failure' in result) {
    items.push(failedItem(kind, name, result.failure))
    return null
  }
  items.push(reportLine(kind, name, true, withValues(JOB_MESSAGES.itemUpgraded, { name, from: result.from })))
  return result.text
}

/** The upgrade job: every page, block, template and symbol of the application. */
export async function runUpgrade(app: FastifyInstance, appId: number, jobId: number): Promise<JobOutcome> {
  const db = app.db
  const items: ItemResult[] = []
  const at = now()
  const bump = sql<number>`version + 1`
  const pages = await db
    .selectFrom('composePages')
    .select(['pageId', 'name', 'layout'])
    .where('appId', '=', appId)
    .execute()
  for (const [index, page] of pages.entries()) {
    const layout = report(items, 'page', page.name, pageLayout(page.layout))
    if (layout !== null) {
      await db
        .updateTable('composePages')
        .set({ layout, updatedAt: at, version: bump })
        .where('pageId', '=', page.pageId)
        .execute()
    }
    const blocks = await db
      .selectFrom('composeLayouts')
      .select(['layoutId', 'name', 'context'])
      .where('pageId', '=', page.pageId)
      .execute()
    for (const block of blocks) {
      const context = report(
        items,
        'layout',
        `${page.name} / ${block.name || block.layoutId}`,
        layoutContext(block.context),
      )
      if (context !== null) {
        await db
          .updateTable('composeLayouts')
          .set({ context, updatedAt: at, version: bump })
          .where('layoutId', '=', block.layoutId)
          .execute()
      }
    }
    if (index % 10 === 0) await setProgress(db, jobId, (70 * index) / pages.length)
  }

  const templates = await db
    .selectFrom('composeTemplates')
    .select(['templateId', 'name', 'layout', 'layouts'])
    .where('appId', '=', appId)
    .execute()
  for (const template of templates) {
    const layout = report(items, 'template', template.name, pageLayout(template.layout))
    const blocks: { id: string; name: string; context: string }[] = JSON.parse(template.layouts)
    let blocksChanged = false
    for (const block of blocks) {
      const context = report(
        items,
        'template',
        `${template.name} / ${block.name || block.id}`,
        layoutContext(block.context),
      )
      if (context !== null) {
        block.context = context
        blocksChanged = true
      }
    }
    if (layout !== null || blocksChanged) {
      await db
        .updateTable('composeTemplates')
        .set({
          layout: layout ?? template.layout,
          layouts: JSON.stringify(blocks),
          updatedAt: at,
          version: bump,
        })
        .where('templateId', '=', template.templateId)
        .execute()
    }
  }
  await setProgress(db, jobId, 85)

  const symbols = await db
    .selectFrom('composeSymbols')
    .select(['symbolId', 'name', 'content'])
    .where('appId', '=', appId)
    .execute()
  for (const symbol of symbols) {
    const content = report(items, 'symbol', symbol.name, symbolContent(symbol.content))
    if (content !== null) {
      await db
        .updateTable('composeSymbols')
        .set({ content, updatedAt: at, version: bump })
        .where('symbolId', '=', symbol.symbolId)
        .execute()
    }
  }
  return upgradeOutcome(items)
}

/** "Upgrade succeeded: 3 document(s) upgraded, 1 kept as they were" or "Upgrade failed". */
function upgradeOutcome(items: ItemResult[]): JobOutcome {
  const status = items.length === 0 ? 'succeeded' : outcomeStatus(items)
  if (status === 'failed') {
    return {
      status,
      message: formatMessage(APP_MESSAGES.upgradeFailed),
      details: [APP_MESSAGES.upgradeFailed],
      items,
    }
  }
  const count = items.filter((item) => item.ok).length
  const kept = items.length - count
  // The English message stays as clients have read it; the descriptors word the plurals properly.
  let message = `Upgrade succeeded: ${count} document(s) upgraded`
  const details = [withValues(JOB_MESSAGES.upgradeSucceeded, { count })]
  if (status === 'partial') {
    message += `, ${kept} kept as they were`
    details.push(withValues(JOB_MESSAGES.upgradeKept, { kept }))
  }
  return { status, message, details, items }
}
