import { chromium } from 'playwright-core'
import { apiChangeOwnPassword, uiLogin } from './e2e/shellSupport.ts'

const base = 'http://127.0.0.1:8090'
const [, , path = '/', name = 'look', w = '1920', h = '1080', lang = 'en'] = process.argv
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
const page = await browser.newPage({
  viewport: { width: Number(w), height: Number(h) },
  locale: lang === 'zh' ? 'zh-CN' : 'en-US',
})
try {
  await apiChangeOwnPassword(base, 'admin', 'Start#2026x', 'Gantry#2026y')
} catch {}
await uiLogin(page, base, 'admin', 'Gantry#2026y')
if (lang === 'zh') {
  await page.getByTestId('language-switch').first().click()
  await page.getByRole('option', { name: '简体中文' }).click()
}
await page.goto(`${base}/#${path}`)
await page.waitForTimeout(Number(process.env.WAIT ?? 4000))
await page.screenshot({ path: `/tmp/${name}.png` })
console.log(page.url())
await browser.close()
