import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { ADMIN_ENV, adminPage, api, open, prepareAdmin } from './adminSupport'
import { cspViolations, launchBrowser, type RunningProduct, screenshot, startProduct } from './harness'
import { switchLanguage } from './shellSupport'

// Issue 27: a statistics task made on the scheduler screen computes an average into a property.
let product: RunningProduct
let browser: Browser
let ticket = ''

const call = <T = unknown>(method: string, path: string, body?: unknown) =>
  api<T>(product.url, method, path, { ticket, body })

beforeAll(async () => {
  product = await startProduct({ ...ADMIN_ENV })
  browser = await launchBrowser()
  ticket = await prepareAdmin(product)
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await product?.stop()
  expect(cspViolations).toEqual([])
})

const form = (page: Page) => page.getByTestId('task-form')

async function avgPower(): Promise<unknown> {
  const snapshot = await call<{ list: { name: string; value: unknown }[] }>(
    'GET',
    '/api/runtime/objects/Kiln_1/snapshot',
  )
  return snapshot.body.list.find((entry) => entry.name === 'avgPower')?.value
}

test('create a statistics task on the screen, run it now and see the average in the property', async () => {
  const template = await call('POST', '/api/metadata/object_templates', {
    name: 'Kiln',
    properties: [
      { name: 'power', type: 'float' },
      { name: 'avgPower', type: 'double' },
    ],
  })
  expect(template.status).toBe(201)
  expect((await call('POST', '/api/metadata/objects', { name: 'Kiln_1', templateName: 'Kiln' })).status).toBe(
    201,
  )
  const written = await call('POST', '/api/runtime/objects/Kiln_1/services/setPropertyValue', {
    propName: 'power',
    propValue: 42.5,
  })
  expect(written.status).toBeLessThan(300)

  const { page } = await adminPage(browser, product)
  await open(page, product, '/design/industry-task-scheduler/statistics-task', 'scheduler-screen')
  await page.getByText('No tasks yet.').waitFor()
  await page.getByTestId('task-new').click()
  await form(page).waitFor()
  await page.locator('#task-name').fill('Kiln average')
  await page.locator('#task-interval').fill('60')
  // A bad source first: the server's message shows in the form and nothing is saved.
  await page.locator('#task-source-obj').fill('Kiln_9')
  await page.locator('#task-source-prop').fill('power')
  await page.locator('#task-window').fill('60')
  await page.locator('#task-target-obj').fill('Kiln_1')
  await page.locator('#task-target-prop').fill('avgPower')
  await page.getByTestId('task-save').click()
  await page.getByTestId('task-failure').getByText('Unknown property: Kiln_9.power').waitFor()
  await screenshot(page, 'scheduler-form-error')
  await page.locator('#task-source-obj').fill('Kiln_1')
  await page.getByTestId('task-save').click()
  await form(page).waitFor({ state: 'detached' })
  const row = page.getByRole('row').filter({ hasText: 'Kiln average' })
  await row.waitFor()
  await row.getByText('every 60 s').waitFor()
  expect(await page.locator('select').last().inputValue()).toBe('5')
  await screenshot(page, 'scheduler-statistics-list')

  await row.getByTestId('task-run').click()
  await page.getByText('Run finished').first().waitFor()
  // A time-weighted average of a constant: equal to it up to the last bits of a double.
  await expect.poll(async () => Number(await avgPower())).toBeCloseTo(42.5, 9)

  await row.getByTestId('task-runs-open').click()
  const runs = page.getByTestId('task-runs')
  await runs.getByText('Succeeded').waitFor()
  await runs.getByText('Run now').waitFor()
  await screenshot(page, 'scheduler-runs')
  await page.keyboard.press('Escape')

  // Disable: no next run.
  await row.getByTestId('task-toggle').click()
  await row.getByText('Disabled').waitFor()

  // The system tasks page: a nightly history purge on a cron schedule.
  await open(page, product, '/design/industry-task-scheduler/system-task', 'scheduler-screen')
  await page.getByTestId('task-new').click()
  await form(page).waitFor()
  await page.locator('#task-name').fill('Nightly purge')
  await page.getByLabel('Schedule').first().click()
  await page.getByRole('option', { name: 'Cron expression' }).click()
  await page.locator('#task-cron').fill('30 2 * * 9')
  await page.getByTestId('task-save').click()
  await page
    .getByTestId('task-failure')
    .getByText(/The cron expression "30 2 \* \* 9" is not valid/)
    .waitFor()
  await page.locator('#task-cron').fill('30 2 * * *')
  await page.getByTestId('task-save').click()
  await form(page).waitFor({ state: 'detached' })
  await page.getByRole('row').filter({ hasText: 'Nightly purge' }).getByText('30 2 * * *').waitFor()
  await screenshot(page, 'scheduler-system-list')
}, 120_000)

test('a real-time data task keeps the window maximum live in a property while it is enabled', async () => {
  const { page } = await adminPage(browser, product)
  await open(page, product, '/design/industry-task-scheduler/realtime-data', 'scheduler-screen')
  await page.getByText('No tasks yet.').waitFor()
  await page.getByTestId('task-new').click()
  await form(page).waitFor()
  // Runs continuously: the form asks for no schedule.
  await form(page).getByText('Runs continuously').waitFor()
  expect(await page.locator('#task-interval').count()).toBe(0)
  await page.locator('#task-name').fill('Kiln peak')
  await page.locator('#task-source-obj').fill('Kiln_1')
  await page.locator('#task-source-prop').fill('power')
  await page.getByLabel('Statistic').first().click()
  await page.getByRole('option', { name: 'Maximum', exact: true }).click()
  await page.locator('#task-window').fill('600')
  await page.locator('#task-publish').fill('1')
  await page.locator('#task-target-obj').fill('Kiln_1')
  await page.locator('#task-target-prop').fill('power')
  await page.getByTestId('task-save').click()
  await page
    .getByTestId('task-failure')
    .getByText(/cannot be written to the source property/)
    .waitFor()
  await page.locator('#task-target-prop').fill('avgPower')
  await screenshot(page, 'scheduler-realtime-form')
  await page.getByTestId('task-save').click()
  await form(page).waitFor({ state: 'detached' })
  const row = page.getByRole('row').filter({ hasText: 'Kiln peak' })
  await row.getByText('continuous, written every 1 s').waitFor()
  await row.getByText('Running').waitFor({ timeout: 10_000 })
  expect(await row.getByTestId('task-run').count()).toBe(0)

  for (const value of [61.5, 73.25]) {
    const written = await call('POST', '/api/runtime/objects/Kiln_1/services/setPropertyValue', {
      propName: 'power',
      propValue: value,
    })
    expect(written.status).toBeLessThan(300)
    await expect.poll(async () => Number(await avgPower()), { timeout: 10_000 }).toBe(value)
  }
  await screenshot(page, 'scheduler-realtime-list')
  await row.getByTestId('task-runs-open').click()
  await page.getByTestId('task-runs').getByText('Running').waitFor()
  await page.keyboard.press('Escape')

  // Disabled: its run ends and the property keeps its last result.
  await row.getByTestId('task-toggle').click()
  await row.getByText('Disabled').waitFor()
  await page.waitForTimeout(1500)
  await call('POST', '/api/runtime/objects/Kiln_1/services/setPropertyValue', {
    propName: 'power',
    propValue: 99,
  })
  await page.waitForTimeout(2000)
  expect(Number(await avgPower())).toBe(73.25)

  // The same form in Chinese.
  await switchLanguage(page, '简体中文')
  await row.getByTestId('task-edit').click()
  await form(page).getByText('持续运行').first().waitFor()
  await form(page).getByText('结果写入的最短间隔').waitFor()
  await screenshot(page, 'scheduler-realtime-form-zh-cn')
}, 120_000)
