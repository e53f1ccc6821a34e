/**
 * Machine vision (issue 27) in headless Chromium against the real server and a real model service on
 * loopback: an image set made on the screen, two pictures uploaded at once into a folder, a box drawn,
 * moved and resized with the mouse, saved and seen again after a reload; inference run on the model
 * service (which finds the red patch of the picture), its dashed box accepted and saved; a stale save
 * refused with 409, a broken model service reported; the screens photographed in English and Chinese.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type ModelService, pngWithRect, startModelService } from '../support/visionFixtures'
import { ADMIN_ENV, adminPage, api, open, prepareAdmin, setStoredLanguage } from './adminSupport'
import { cspViolations, launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'

let product: RunningProduct
let browser: Browser
let model: ModelService
let ticket = ''

const VISION = '/design/industry-big-data/machine-vision'
// The picture's red patch, which the model service finds.
const RED = { x: 40, y: 30, w: 50, h: 30 }

beforeAll(async () => {
  product = await startProduct({ ...ADMIN_ENV })
  browser = await launchBrowser()
  ticket = await prepareAdmin(product)
  model = await startModelService()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await product?.stop()
  await model?.close()
  expect(cspViolations).toEqual([])
})

/** Screen coordinates of an image pixel on the annotation canvas. */
async function at(page: Page, x: number, y: number, size = { width: 160, height: 120 }) {
  const box = await page.getByTestId('vision-canvas').boundingBox()
  if (!box) throw new Error('no canvas')
  return {
    x: box.x + ((x + 0.5) * box.width) / size.width,
    y: box.y + ((y + 0.5) * box.height) / size.height,
  }
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 })
  await page.mouse.move(to.x, to.y, { steps: 4 })
  await page.mouse.up()
}

async function openImage(page: Page, fileName: string) {
  await open(page, product, VISION, 'bigdata-machine-vision')
  await page.getByTestId('vision-set-open').first().click()
  await page.getByRole('button', { name: fileName, exact: true }).click()
  await page.getByTestId('vision-canvas').waitFor()
}

type Stored = { boxes: { label: string; x: number; y: number; w: number; h: number }[]; version: number }

test('image set, upload, draw and save a box, inference accepted, stale save refused', async () => {
  const { page } = await adminPage(browser, product)
  await open(page, product, VISION, 'bigdata-machine-vision')

  // A set with two labels, a folder and the model service.
  await page.getByTestId('vision-set-new').click()
  await page.locator('#vision-set-name').fill('Weld seams')
  await page.locator('#vision-label-0').fill('crack')
  await page.getByTestId('vision-label-add').click()
  await page.locator('#vision-label-1').fill('pore')
  await page.locator('#vision-set-folders').fill('line-1')
  await page.locator('#vision-set-model').fill(model.url)
  await page.locator('#vision-set-timeout').fill('2000')
  await screenshot(page, 'vision-set-form-en-us')
  await page.getByTestId('vision-set-save').click()
  await page.getByRole('cell', { name: 'Weld seams' }).waitFor()

  // Two pictures at once into the folder; a text file is refused with the picture rule's message.
  await page.getByTestId('vision-set-open').click()
  await page.getByTestId('vision-folder-line-1').click()
  await page
    .getByTestId('vision-upload-input')
    .setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') }])
  await expect
    .poll(() => page.getByTestId('vision-upload-failure').textContent())
    .toContain('notes.txt: Only JPG, GIF or PNG images can be uploaded')
  await page.getByTestId('vision-upload-input').setInputFiles([
    { name: 'seam-1.png', mimeType: 'image/png', buffer: pngWithRect(160, 120, RED) },
    {
      name: 'seam-2.png',
      mimeType: 'image/png',
      buffer: pngWithRect(160, 120, { x: 100, y: 70, w: 30, h: 20 }),
    },
  ])
  await page.getByRole('button', { name: 'seam-2.png', exact: true }).waitFor()
  expect(await page.getByTestId('vision-folder-line-1').textContent()).toContain('2')
  await screenshot(page, 'vision-set-images-en-us')

  // Draw a box, move it, resize it by its south-east corner, and delete a second one with the key.
  await page.getByRole('button', { name: 'seam-1.png', exact: true }).click()
  await page.getByTestId('vision-canvas').waitFor()
  await drag(page, await at(page, 20, 20), await at(page, 70, 60))
  await expect.poll(() => page.getByTestId('vision-box').count()).toBe(1)
  await drag(page, await at(page, 40, 40), await at(page, 50, 45))
  await drag(page, await at(page, 80, 65), await at(page, 100, 80))
  await page.getByText('pore', { exact: true }).first().click()
  await drag(page, await at(page, 120, 90), await at(page, 150, 110))
  await expect.poll(() => page.getByTestId('vision-box').count()).toBe(2)
  await page.keyboard.press('Delete')
  await expect.poll(() => page.getByTestId('vision-box').count()).toBe(1)
  await page.getByTestId('vision-save').click()
  await expect.poll(() => page.getByTestId('vision-save').isDisabled()).toBe(true)

  const images = await api<{ imageId: number; fileName: string }[]>(
    product.url,
    'GET',
    '/api/bigdata/vision/sets/1/images',
    { ticket },
  )
  const imageId = images.body.find((image) => image.fileName === 'seam-1.png')?.imageId as number
  const stored = await api<Stored>(product.url, 'GET', `/api/bigdata/vision/images/${imageId}`, { ticket })
  expect(stored.body.boxes).toHaveLength(1)
  const drawn = stored.body.boxes[0] as Stored['boxes'][number]
  expect(drawn.label).toBe('crack')
  // Drawn 20,20 → 70,60, moved by 10,5, its corner dragged from 80,65 to 100,80 (a pixel of rounding allowed).
  for (const [value, wanted] of [
    [drawn.x, 30],
    [drawn.y, 25],
    [drawn.w, 70],
    [drawn.h, 55],
  ] as const) {
    expect(Math.abs(value - wanted), JSON.stringify(drawn)).toBeLessThanOrEqual(1)
  }

  // After a reload the box is still there.
  await page.reload()
  await openImage(page, 'seam-1.png')
  await expect.poll(() => page.getByTestId('vision-box').count()).toBe(1)

  // Inference: the model's box is dashed with its score, then accepted as an annotation and saved.
  await page.getByTestId('vision-infer').click()
  await page.getByTestId('vision-prediction').waitFor()
  expect(await page.getByTestId('vision-prediction').textContent()).toBe('crack 91%')
  await screenshot(page, 'vision-annotate-en-us')
  await page.getByTestId('vision-accept').click()
  await expect.poll(() => page.getByTestId('vision-box').count()).toBe(2)
  expect(await page.getByTestId('vision-prediction').count()).toBe(0)
  await page.getByTestId('vision-save').click()
  await expect.poll(() => page.getByTestId('vision-save').isDisabled()).toBe(true)
  const accepted = await api<Stored>(product.url, 'GET', `/api/bigdata/vision/images/${imageId}`, { ticket })
  expect(accepted.body.boxes.map(({ label, x, y, w, h }) => ({ label, x, y, w, h }))).toContainEqual({
    label: 'crack',
    ...RED,
  })

  // Someone else saves in between: this save is refused and the boxes on screen stay.
  const other = await api(product.url, 'PUT', `/api/bigdata/vision/images/${imageId}`, {
    ticket,
    body: { boxes: [], version: accepted.body.version },
  })
  expect(other.status).toBe(201)
  await page.getByTestId('vision-box').last().locator('rect').first().click()
  await page.getByTestId('vision-box-delete').click()
  await page.getByTestId('vision-save').click()
  await expect
    .poll(() => page.getByTestId('vision-failure').textContent())
    .toContain('was changed by someone else')
  expect(await page.getByTestId('vision-box').count()).toBe(1)
  await page.getByTestId('vision-reload').click()
  await expect.poll(() => page.getByTestId('vision-box').count()).toBe(0)

  // A model service answering nonsense is reported, and nothing changes.
  model.mode = 'notJson'
  await page.getByTestId('vision-infer').click()
  await expect
    .poll(() => page.getByTestId('vision-failure').textContent())
    .toContain('The model service answer is not valid JSON')
  model.mode = 'detect'
  await screenshot(page, 'vision-model-failure-en-us')

  // The same screens in Chinese.
  await setStoredLanguage(page, 'zh-cn')
  await open(page, product, VISION, 'bigdata-machine-vision')
  await page.getByRole('button', { name: '新建图像集' }).waitFor()
  await screenshot(page, 'vision-sets-zh-cn')
  await page.getByTestId('vision-set-open').first().click()
  await page.getByRole('button', { name: 'seam-2.png', exact: true }).click()
  await page.getByTestId('vision-canvas').waitFor()
  await page.getByRole('button', { name: '运行推理' }).click()
  await page.getByTestId('vision-prediction').waitFor()
  await page.getByRole('button', { name: '采纳为标注' }).waitFor()
  await screenshot(page, 'vision-annotate-zh-cn')
}, 300_000)
