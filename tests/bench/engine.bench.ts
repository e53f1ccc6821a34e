// Engine benchmark (issue 2 targets): a generated page of 4,000 widgets.
// Run: npm run bench. Prints figures; asserts nothing (speed goals are read, not unit-tested).
import { decodePage, encodePage } from '../../engine/codec/pageDocCodec.ts'
import * as cmd from '../../engine/commands/page/index.ts'
import { createPageEditor } from '../../engine/commands/pageEditor.ts'
import { defaultLayoutContext, defaultLayoutNode, defaultPageLayout } from '../../engine/document/defaults.ts'
import type { PageRecordWire, WidgetWire } from '../../engine/document/persisted.ts'

const WIDGETS = 4_000
const COMMANDS = 10_000
const HISTORY_STEPS = 1_000
const TYPES = ['chart.line', 'form.label', 'shape.rect', 'shape.pipe', 'control.realAlarm', 'symbol.pump']

function generatedPage(): PageRecordWire {
  const widgets = Array.from(
    { length: WIDGETS },
    (_, i): WidgetWire => ({
      id: `w${i}`,
      type: TYPES[i % TYPES.length] as string,
      version: 1,
      x: (i % 80) * 24,
      y: Math.floor(i / 80) * 20,
      w: 22,
      h: 18,
      rotation: 0,
      groupId: null,
      props: { text: `Tag ${i}`, fill: '#1677ff', decimals: 1, unit: 'bar' },
      bindings:
        i % 2
          ? { value: { objName: `Pump_${i % 120}`, propName: 'pressure' } }
          : ({} as WidgetWire['bindings']),
      events: {},
    }),
  )
  return {
    id: 'bench',
    appId: 'app',
    name: 'Bench',
    type: 1,
    layout: JSON.stringify(defaultPageLayout('bench', [defaultLayoutNode('main')])),
    layouts: [
      { id: 'main', name: 'Main', context: JSON.stringify({ ...defaultLayoutContext('free'), widgets }) },
    ],
  }
}

function ms(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e6
}

function gcNow(): void {
  const gc = (globalThis as { gc?: () => void }).gc
  if (gc) {
    gc()
    gc()
  }
}

function heapMb(): number {
  gcNow()
  return process.memoryUsage().heapUsed / 1024 / 1024
}

function runCommands(ed: ReturnType<typeof createPageEditor>, count: number): void {
  for (let i = 0; i < count; i++) {
    const id = `w${(i * 7919) % WIDGETS}`
    switch (i % 5) {
      case 0:
        ed.run(cmd.moveWidgets, { blockId: 'main', ids: [id], dx: 1, dy: 1 })
        break
      case 1:
        ed.run(cmd.setWidgetProps, { blockId: 'main', id, props: { text: `v${i}` } })
        break
      case 2:
        ed.run(cmd.setWidgetBounds, { blockId: 'main', bounds: { [id]: { x: i % 900, y: 5, w: 30, h: 20 } } })
        break
      case 3:
        ed.run(cmd.reorderWidgets, { blockId: 'main', ids: [id], to: i % 2 ? 'front' : 'back' })
        break
      default:
        ed.run(cmd.rotateWidgets, { blockId: 'main', ids: [id], angle: i % 360 })
    }
  }
}

const record = generatedPage()
const decoded = decodePage(record)
if (!decoded.ok) throw new Error(decoded.message)
const doc = decoded.value

// 1. 10,000 commands, then undo all and redo all (history deep enough to hold them all).
const editor = createPageEditor(doc, { depth: COMMANDS })
let t = process.hrtime.bigint()
runCommands(editor, COMMANDS)
const applyMs = ms(t)
t = process.hrtime.bigint()
let undone = 0
while (editor.undo()) undone++
const undoMs = ms(t)
t = process.hrtime.bigint()
while (editor.redo());
const redoMs = ms(t)

// 2. History memory after 1,000 steps (default depth 200 would cap it; use 1,000 to measure).
const before = heapMb()
const memEditor = createPageEditor(doc, { depth: HISTORY_STEPS })
runCommands(memEditor, HISTORY_STEPS)
const historyMb = heapMb() - before

// 3. Serialise + pako level 6, and decode: one warm-up run (JIT), then the median of five.
function median(run: () => void): number {
  run()
  const times = Array.from({ length: 5 }, () => {
    const start = process.hrtime.bigint()
    run()
    return ms(start)
  })
  return times.sort((a, b) => a - b)[2] as number
}
const encoded = encodePage(editor.doc, { compress: true })
const encodeMs = median(() => encodePage(editor.doc, { compress: true }))
const plainBytes = JSON.stringify(encodePage(editor.doc)).length
const packedBytes = encoded.layout.length + encoded.layouts.reduce((n, l) => n + l.context.length, 0)
const decodeMs = median(() => {
  const again = decodePage(encoded)
  if (!again.ok) throw new Error(again.message)
})

const total = applyMs + undoMs + redoMs
const row = (label: string, value: string, target: string) =>
  console.log(`${label.padEnd(44)} ${value.padStart(12)}   ${target}`)
console.log(`engine bench: page of ${WIDGETS} widgets, node ${process.version}`)
row(`${COMMANDS} commands`, `${applyMs.toFixed(0)} ms`, '')
row(`undo all (${undone})`, `${undoMs.toFixed(0)} ms`, '')
row('redo all', `${redoMs.toFixed(0)} ms`, '')
row('commands + undo + redo', `${total.toFixed(0)} ms`, `target < 1000 ms ${total < 1000 ? 'MET' : 'MISSED'}`)
row(
  `history memory after ${HISTORY_STEPS} steps`,
  (globalThis as { gc?: unknown }).gc ? `${historyMb.toFixed(1)} MB` : 'n/a (run with --expose-gc)',
  `target < 20 MB ${historyMb < 20 ? 'MET' : 'MISSED'}`,
)
row(
  'serialise + pako-6 (median of 5)',
  `${encodeMs.toFixed(0)} ms`,
  `target < 100 ms ${encodeMs < 100 ? 'MET' : 'MISSED'}`,
)
row(
  'size plain / compressed',
  `${(plainBytes / 1024).toFixed(0)} / ${(packedBytes / 1024).toFixed(0)} kB`,
  '',
)
row('decode: inflate + parse + validate (median)', `${decodeMs.toFixed(0)} ms`, '')
