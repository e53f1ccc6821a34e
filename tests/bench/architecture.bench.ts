// Production architecture graph benchmark (issue 20) in headless Chromium against the built product
// (run `npx vite build` first):  npm run bench:architecture [-- --objects 2000 --profile]
// 1. Open: a network of `--objects` instances (a plant: 10 areas × lines × equipment) is opened from the
//    networks list; prints the time from the click on "Graph" to the first frame with its nodes drawn.
// 2. Pan: drags the canvas for 180 animation frames (a synthetic pointer moving a few pixels each frame)
//    and prints the frames per second the page managed, and the slowest frame.
// Prints; asserts nothing.
import { parseArgs } from 'node:util'
import { ADMIN_ENV, adminPage, prepareAdmin } from '../e2e/adminSupport.ts'
import { launchBrowser, startProduct } from '../e2e/harness.ts'
import { api } from '../e2e/shellSupport.ts'
import { printProfile } from './profile.ts'
import { importObjects } from './seedObjects.ts'

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { objects: { type: 'string', default: '2000' }, profile: { type: 'boolean', default: false } },
})
const total = Number(values.objects)

async function inParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<unknown>) {
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++] as T)
    }),
  )
}

const product = await startProduct(ADMIN_ENV)
const browser = await launchBrowser()
try {
  const ticket = await prepareAdmin(product)
  const call = (method: string, path: string, body?: unknown) =>
    api(product.url, method, path, { ticket, body })
  await call('POST', '/api/metadata/object_templates', { name: 'Equipment' })
  await call('POST', '/api/metadata/networks', { networkName: 'plant' })
  // 10 areas, each with lines, each with equipment: parents come before children.
  const plan: { name: string; parent: string | null }[] = []
  const areas = 10
  const linesPerArea = 10
  for (let a = 0; a < areas && plan.length < total; a++) {
    plan.push({ name: `Area_${a}`, parent: null })
    for (let l = 0; l < linesPerArea && plan.length < total; l++)
      plan.push({ name: `Line_${a}_${l}`, parent: `Area_${a}` })
  }
  let e = 0
  while (plan.length < total) {
    const line = `Line_${e % areas}_${Math.floor(e / areas) % linesPerArea}`
    plan.push({ name: `Eq_${e++}`, parent: line })
  }
  const started = Date.now()
  await importObjects(
    call,
    plan.map((item) => item.name),
    'Equipment',
  )
  // Levels in order so each parent is in the network before its children.
  for (const level of [
    plan.filter((p) => p.parent === null),
    plan.filter((p) => p.name.startsWith('Line_')),
    plan.filter((p) => p.name.startsWith('Eq_')),
  ]) {
    await inParallel(level, 8, (item) =>
      call('POST', '/api/metadata/networks/plant/organize', {
        objName: item.name,
        parentObjName: item.parent,
      }),
    )
  }
  console.log(
    `set-up: ${plan.length} objects in network 'plant' in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )

  const { page } = await adminPage(browser, product)
  await page.goto(`${product.url}/#/design/factory-modeling-mgr/tree`)
  await page.getByTestId('networks-screen').waitFor()
  await page.getByRole('button', { name: 'Graph', exact: true }).waitFor()
  for (let run = 1; run <= 3; run++) {
    await page.goto(`${product.url}/#/design/factory-modeling-mgr/tree`)
    await page.getByRole('button', { name: 'Graph', exact: true }).waitFor()
    // --profile: the last open's CPU profile, the functions with the most self time.
    const cdp = values.profile && run === 3 ? await page.context().newCDPSession(page) : null
    if (cdp) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.start')
    }
    const clicked = await page.evaluate(() => performance.now())
    await page.getByRole('button', { name: 'Graph', exact: true }).click()
    await page.waitForFunction(
      // A plant opened on its top shows only the nodes in view (a few): wait for the first.
      () => document.querySelectorAll('.factory-graph__canvas [data-shape="gantry-tree-node"]').length > 0,
      undefined,
      {
        timeout: 60_000,
      },
    )
    const drawn = await page.evaluate(
      () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))),
    )
    const cells = await page.evaluate(
      () => document.querySelectorAll('.factory-graph__canvas [data-shape="gantry-tree-node"]').length,
    )
    if (cdp) printProfile((await cdp.send('Profiler.stop')).profile)
    console.log(
      `open run ${run}: click → nodes drawn ${(drawn - clicked).toFixed(0)} ms (${cells} nodes in the DOM: large plants open at 100 % on their top, virtual rendering)`,
    )
  }
  // tsx keeps function names with a helper the page does not have; give the page a no-op one.
  await page.evaluate('window.__name = (f) => f')
  const pan = await page.evaluate(async () => {
    const canvas = document.querySelector('.factory-graph__canvas') as HTMLElement
    const box = canvas.getBoundingClientRect()
    // The empty canvas left of the first area (the plant opens centred on it).
    const x = box.left + 12
    const y = box.top + 24 + 190 // between the second and third rows, above the elbows
    const target = document.elementFromPoint(x, y) as Element
    const options = (cx: number, cy: number) => ({
      bubbles: true,
      cancelable: true,
      clientX: cx,
      clientY: cy,
      button: 0,
      buttons: 1,
    })
    target.dispatchEvent(new MouseEvent('mousedown', options(x, y)))
    const times: number[] = []
    await new Promise<void>((resolve) => {
      let frame = 0
      const step = (time: number) => {
        times.push(time)
        frame++
        document.dispatchEvent(new MouseEvent('mousemove', options(x + frame * 4, y - frame * 2)))
        if (frame < 180) requestAnimationFrame(step)
        else resolve()
      }
      requestAnimationFrame(step)
    })
    document.dispatchEvent(new MouseEvent('mouseup', options(x + 720, y - 360)))
    const gaps = times.slice(1).map((t, i) => t - (times[i] as number))
    const elapsed = (times[times.length - 1] as number) - (times[0] as number)
    return { fps: (gaps.length / elapsed) * 1000, worst: Math.max(...gaps) }
  })
  console.log(`pan: ${pan.fps.toFixed(1)} fps over 180 frames, slowest frame ${pan.worst.toFixed(1)} ms`)
} finally {
  await browser.close()
  await product.stop()
}
