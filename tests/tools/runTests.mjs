#!/usr/bin/env node
// `npm test`: makes sure of Chromium and the Chinese font (systemPackages.mjs: installs them as root,
// otherwise stops at once with the command to run), then typecheck, lint, unit + integration tests,
// build, end-to-end tests, in that order. Stops at the first failing step with its exit code. Always ends with one plain line that CI reads:
//   tests: N passed, N failed[, N skipped]
// summing both vitest runs (collected from their JSON reports in test-results/).
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureSystemPackages } from './systemPackages.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const bin = (name) => join(root, 'node_modules/.bin', name)
const resultsDir = join(root, 'test-results')

const vitestRun = (project) => ({
  name: `${project} tests`,
  command: bin('vitest'),
  args: [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${reportPath(project)}`,
  ],
  report: project,
})

const steps = [
  { name: 'typecheck', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
  // engine/ gets its own, DOM-free compiler settings once its tsconfig exists.
  ...(existsSync(join(root, 'engine/tsconfig.json'))
    ? [{ name: 'typecheck engine', command: bin('tsc'), args: ['--noEmit', '-p', 'engine/tsconfig.json'] }]
    : []),
  { name: 'lint', command: bin('biome'), args: ['check', '.'] },
  { name: 'layer rules', command: process.execPath, args: ['tests/tools/checkLayers.mjs'] },
  vitestRun('unit'),
  { name: 'build', command: bin('vite'), args: ['build'] },
  // The plugin e2e suite collects one test per story from the built Storybook's index.
  { name: 'build storybook', command: bin('storybook'), args: ['build', '-o', 'dist-storybook', '--quiet'] },
  vitestRun('e2e'),
]

function reportPath(project) {
  return join(resultsDir, `${project}.json`)
}

function run(step) {
  return new Promise((done) => {
    console.log(`\n▶ ${step.name}: ${[step.command.replace(`${root}/`, ''), ...step.args].join(' ')}`)
    const child = spawn(step.command, step.args, { cwd: root, stdio: 'inherit' })
    child.on('error', (error) => {
      console.error(`Could not start ${step.name}: ${error.message}`)
      done(127)
    })
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)))
  })
}

/** Counts of one vitest JSON report; a test file that failed to load counts as one failure. */
function countsOf(project) {
  const path = reportPath(project)
  if (!existsSync(path)) return { passed: 0, failed: 0, skipped: 0 }
  const report = JSON.parse(readFileSync(path, 'utf8'))
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !file.assertionResults?.some((test) => test.status === 'failed'),
  ).length
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  }
}

function summary(projects) {
  const total = { passed: 0, failed: 0, skipped: 0 }
  for (const project of projects) {
    const counts = countsOf(project)
    total.passed += counts.passed
    total.failed += counts.failed
    total.skipped += counts.skipped
  }
  const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : ''
  return `tests: ${total.passed} passed, ${total.failed} failed${skipped}`
}

// Before anything slow: a machine that cannot run the end-to-end tests learns it now, not after the build.
const packages = ensureSystemPackages()
if (!packages.ok) {
  console.error(`\n✖ ${packages.message}`)
  console.log(summary([]))
  process.exit(1)
}

mkdirSync(resultsDir, { recursive: true })
for (const project of ['unit', 'e2e']) rmSync(reportPath(project), { force: true })

const ran = []
let exitCode = 0
for (const step of steps) {
  const code = await run(step)
  if (step.report) ran.push(step.report)
  if (code !== 0) {
    console.error(`\n✖ ${step.name} failed (exit code ${code}); later steps were not run.`)
    exitCode = code
    break
  }
}
console.log(summary(ran))
process.exit(exitCode)
