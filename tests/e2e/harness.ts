import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { type Browser, chromium, type Page } from 'playwright-core'

/** The repository root: the product is started from here, as `npm start` does. */
export const repoRoot = resolve(import.meta.dirname, '../..')

const chromiumPath = '/usr/bin/chromium'
// Generous: CI machines are shared, and a loaded one (load 20 on 2 cores) took over 180 s to start it when e2e files ran side by side.
const startTimeoutMs = 300_000

/** A running product: its base URL, and a way to stop it and remove its data. */
export interface RunningProduct {
  url: string
  dataDir: string
  stop(): Promise<void>
}

/**
 * Starts the built product (`node --import tsx server/main.ts`) on a free loopback port with a fresh
 * DATA_DIR, and resolves once it prints its listening line. Builds nothing: `dist/` must exist.
 * `env` adds variables (GANTRY_ADMIN_PASSWORD, ...). DATABASE_URL is not inherited from the test run,
 * so each product starts empty on its own embedded database; pass it in `env` to run on PostgreSQL.
 */
export async function startProduct(env: Record<string, string> = {}): Promise<RunningProduct> {
  if (!existsSync(join(repoRoot, 'dist/index.html'))) {
    throw new Error('dist/index.html is missing: run npm run build first')
  }
  const port = await freePort()
  const dataDir = await mkdtemp(join(tmpdir(), 'gantry-e2e-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    // Tests build the data they need; the demo plant would change menus and lists under them
    // (a test that wants it passes GANTRY_DEMO: '1').
    env: {
      ...inheritedEnv(),
      GANTRY_DEMO: '0',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const stop = async () => {
    await stopProcess(child)
    await rm(dataDir, { recursive: true, force: true })
  }
  try {
    const url = await waitForListening(child, () => stderr)
    return { url, dataDir, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

function inheritedEnv(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _shared, ...rest } = process.env
  return rest
}

function waitForListening(child: ChildProcess, stderr: () => string): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    let stdout = ''
    const fail = (reason: string) => {
      clearTimeout(timer)
      reject(
        new Error(`${reason}\n--- server stderr ---\n${stderr() || '(empty)'}\n--- stdout ---\n${stdout}`),
      )
    }
    const timer = setTimeout(
      () => fail(`The server did not print its listening line within ${startTimeoutMs} ms`),
      startTimeoutMs,
    )
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      const match = /listening on (http:\/\/\S+)/.exec(stdout)
      if (match?.[1]) {
        clearTimeout(timer)
        resolvePromise(match[1].replace(/\/$/, ''))
      }
    })
    child.once('error', (error) => fail(`The server could not be started: ${error.message}`))
    child.once('exit', (code, signal) =>
      fail(`The server exited before listening (code ${code}, signal ${signal})`),
    )
  })
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
  await exited
  clearTimeout(timer)
}

/** A TCP port on 127.0.0.1 that nothing listens on at the moment of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => {
        if (address && typeof address === 'object') resolvePromise(address.port)
        else reject(new Error('Could not find a free port'))
      })
    })
  })
}

/**
 * What the server's Content-Security-Policy refused in any page of a browser from `launchBrowser`
 * (Chromium reports each refusal on the console): a suite asserts it stays empty, so a change that
 * needs an inline script, eval or a foreign origin fails the suite instead of breaking silently.
 */
export const cspViolations: string[] = []

/** Launches the machine's headless Chromium (playwright cannot download browsers here). */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error('Chromium is not installed: run apt-get install -y chromium fonts-wqy-microhei')
  }
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  })
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (...args) => {
    const context = await newContext(...args)
    context.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) cspViolations.push(message.text())
    })
    return context
  }
  return browser
}

/** Saves a PNG of the page to test-results/screenshots/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const directory = join(repoRoot, 'test-results/screenshots')
  await mkdir(directory, { recursive: true })
  const path = join(directory, `${name}.png`)
  await page.screenshot({ path, fullPage: true })
  return path
}
