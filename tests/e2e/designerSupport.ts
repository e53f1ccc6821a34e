import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { decodePage } from '../../engine/codec/pageDocCodec'
import type { PageDoc } from '../../engine/document/pageDoc'
import { api } from './shellSupport'

/**
 * Helpers of the designer journey: where page pixels of the current block appear on screen (read from
 * the overlay's block frame, so the test does not depend on the camera's arithmetic), and the steps a
 * designer takes with the pointer.
 */

/** The current block's frame in stage coordinates and the scale of one page pixel. */
export async function blockFrame(page: Page): Promise<{ x: number; y: number; scale: number }> {
  const frame = page.locator('svg.stage-overlay rect.overlay-block--current')
  const [x, y, width] = await Promise.all(['x', 'y', 'width'].map((name) => frame.getAttribute(name)))
  return { x: Number(x), y: Number(y), scale: Number(width) / 1920 }
}

/** A point of the current block (page pixels) in viewport coordinates of the browser window. */
export async function screenPoint(page: Page, stage: Locator, px: number, py: number) {
  const box = await stage.boundingBox()
  const frame = await blockFrame(page)
  if (!box) throw new Error('the stage is not visible')
  return { x: box.x + frame.x + px * frame.scale, y: box.y + frame.y + py * frame.scale }
}

/** Drags the mouse from `from` to `to` in steps, as a hand would. */
export async function dragMouse(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
  steps = 12,
) {
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(to.x, to.y, { steps })
  // Pointer moves are handled once per animation frame: let the last one land before releasing.
  await page.waitForTimeout(100)
  await page.mouse.up()
}

/** The value of one of the inspector's geometry boxes (X, Y, W, H). */
export async function geometry(page: Page, label: 'X' | 'Y' | 'W' | 'H'): Promise<number> {
  return Number(await page.getByTestId('geometry-fields').getByLabel(label, { exact: true }).inputValue())
}

/** The page as the server stores it, decoded by the engine's codec (throws when it does not decode). */
export async function storedPageDoc(baseUrl: string, ticket: string, pageId: string): Promise<PageDoc> {
  const { body } = await api<Record<string, unknown> & { appId: number }>(
    baseUrl,
    'GET',
    `/api/compose/manage/pages/${pageId}`,
    { ticket },
  )
  const decoded = decodePage({ ...body, appId: String(body.appId) } as never)
  if (!decoded.ok) throw new Error(decoded.message)
  return decoded.value
}

/**
 * Makes `name` the page open in the application editor: the editor opens an application's only page by
 * itself, else the page is picked from the tree (the tree may still be loading, hence the poll).
 */
export async function openEditorPage(page: Page, name: string): Promise<void> {
  await expect
    .poll(async () => {
      const open = await page
        .getByTestId('open-page-name')
        .textContent({ timeout: 1000 })
        .catch(() => '')
      if (open !== name)
        await page
          .locator(`[data-page="${name}"]`)
          .click({ timeout: 1000 })
          .catch(() => {})
      return open
    })
    .toBe(name)
}
