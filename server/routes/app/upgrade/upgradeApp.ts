import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { isCompressed } from '../../../../engine/codec/compression.ts'
import { decodeLayoutContext, encodeLayoutContext } from '../../../../engine/codec/layoutContextCodec.ts'
import { decodePageLayout, encodePageLayout } from '../../../../engine/codec/pageLayoutCodec.ts'
import type { CodecResult } from '../../../../engine/codec/result.ts'
import { decodeSymbol, encodeSymbol } from '../../../../engine/codec/symbolCodec.ts'
import { formatMessage } from '../../../../engine/messages.ts'
import { now } from '../../../http/session.ts'
import type { ItemResult } from '../../compose/packages/pageEntries.ts'
import { type JobOutcome, outcomeStatus, setProgress } from '../jobs/jobs.ts'
import { APP_MESSAGES } from '../messages.ts'

/*
 * Upgrading an application brings every stored document to the versions this server writes (page
 * layouts v1.1, blocks v1.0, symbols v1.0) through the engine's numbered migrations. Documents already
 * current are left byte for byte; a document newer than the server is kept as it is and reported; one
 * stays compressed if it was.
 */

type Upgrade = { text: string; from: string } | { error: string } | null

function upgraded<T>(
  text: string,
  decoded: CodecResult<T>,
  encode: (value: T, compress: boolean) => string,
): Upgrade {
  if (!decoded.ok) {
    if (decoded.code === 'newerVersion') return { error: `${decoded.message}; kept as it is` }
    return { error: decoded.message }
  }
  if (decoded.migratedFrom === null) return null
  return { text: encode(decoded.value, isCompressed(text)), from: decoded.migratedFrom }
}

const pageLayout = (text: string) =>
  upgraded(text, decodePageLayout(text), (value, compress) => encodePageLayout(value, { compress }))
const layoutContext = (text: string) =>
  upgraded(text, decodeLayoutContext(text), (value, compress) => encodeLayoutContext(value, { compress }))
const symbolContent = (text: string) =>
  upgraded(text, decodeSymbol(text), (value, compress) => encodeSymbol(value, { compress }))

function report(items: ItemResult[], kind: string, name: string, result: Upgrade): string | null {
  if (result === null) return null
  if ('error' in result) {
    items.push({ kind, name, ok: false, message: `${name}: ${result.error}` })
    return null
  }
  items.push({ kind, name, ok: true, message: `${name} upgraded from ${result.from}` })
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
  const status = items.length === 0 ? 'succeeded' : outcomeStatus(items)
  const upgradedCount = items.filter((item) => item.ok).length
  const message =
    status === 'failed'
      ? formatMessage(APP_MESSAGES.upgradeFailed)
      : `Upgrade succeeded: ${upgradedCount} document(s) upgraded` +
        (status === 'partial' ? `, ${items.length - upgradedCount} kept as they were` : '')
  return { status, message, items }
}
