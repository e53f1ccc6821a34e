import type { Meta, StoryObj } from '@storybook/react-vite'
import circleShape from '../../../plugins/shapes/circle/index.ts'
import lineSegmentShape from '../../../plugins/shapes/lineSegment/index.ts'
import pipeShape from '../../../plugins/shapes/pipe/index.ts'
import rectShape from '../../../plugins/shapes/rect/index.ts'
import textShape from '../../../plugins/shapes/text/index.ts'
import { applyTransform } from '../../../plugins/shared/transforms.ts'
import pumpSymbol from '../../../plugins/symbols/pump/index.ts'
import { liveOf, ShapeStageStory, type StageShape } from '../support/ShapeStageStory.tsx'

const meta = { title: 'Plugins/Shapes/ProcessScene', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const label = (text: string, x: number, y: number, w = 120): StageShape => ({
  plugin: textShape,
  props: { text, fontSize: 13, fontFamily: 'Helvetica', color: '#334155', bold: true },
  box: { x, y, w, h: 22 },
})

// P-102 cycles: running for seven steps of ten, then stopped.
const running = (step: number) => step % 10 < 7
const water = '#2f7ed8'
const flowing = {
  kind: 'ranges' as const,
  ranges: [{ min: 1, max: null, value: water }],
  otherwise: '#7b8794',
}
const p102 = (step: number) =>
  liveOf({ flow: running(step) ? 1 : 0, fill: applyTransform(running(step) ? 1 : 0, flowing) })
const always = () => liveOf({ flow: 1, fill: water })

// Pumps of 90 px are drawn on a 100-unit grid (scale 0.9): inlet centre 1.8 px below the pump's middle,
// outlet centre 14.4 px right of it, outlet top at the pump's top edge.
const P1 = { x: 250, y: 160 }
const P2 = { x: 430, y: 160 }
const inletY = (pump: { y: number }) => pump.y + 45 + 1.8 - 10
const outletX = (pump: { x: number }) => pump.x + 45 + 14.4 - 10

/** A small pumping station: tank, suction lines, two pumps, discharge header, lamp and readings on one canvas. */
const scene: StageShape[] = [
  label('Tank T-201', 40, 36),
  {
    plugin: rectShape,
    props: { fill: '#dbe7f3', stroke: '#52606d', cornerRadius: 10 },
    box: { x: 40, y: 60, w: 120, h: 220 },
  },
  {
    plugin: rectShape,
    props: { fill: water, strokeWidth: 0, cornerRadius: 6 },
    box: { x: 46, y: 140, w: 108, h: 134 },
  },
  {
    plugin: textShape,
    props: { fontSize: 18, bold: true, color: '#ffffff', fontFamily: 'Helvetica' },
    box: { x: 46, y: 190, w: 108, h: 30 },
    live: (step) =>
      liveOf({
        text: applyTransform(62 + 4 * Math.sin(step / 3), { kind: 'format', decimals: 1, unit: '%' }),
      }),
  },
  // Suction to P-101, and a lower line to P-102 that rises beside it.
  { plugin: pipeShape, box: { x: 160, y: inletY(P1), w: 94, h: 20 }, live: always },
  { plugin: pipeShape, box: { x: 160, y: 300, w: 240, h: 20 }, live: p102 },
  {
    plugin: pipeShape,
    props: { reverse: true },
    box: { x: 380, y: inletY(P2) + 10, w: 20, h: 110 },
    live: p102,
  },
  { plugin: pipeShape, box: { x: 390, y: inletY(P2), w: 44, h: 20 }, live: p102 },
  { plugin: pumpSymbol, box: { ...P1, w: 90, h: 90 }, live: () => liveOf({ state: 1 }) },
  label('P-101', P1.x, P1.y + 96, 90),
  {
    plugin: pumpSymbol,
    box: { ...P2, w: 90, h: 90 },
    live: (step) => liveOf({ state: running(step) ? 1 : 0 }),
  },
  label('P-102', P2.x, P2.y + 96, 90),
  // Discharge risers into the header, which leaves to the right.
  {
    plugin: pipeShape,
    props: { reverse: true },
    box: { x: outletX(P1), y: 70, w: 20, h: P1.y - 66 },
    live: always,
  },
  {
    plugin: pipeShape,
    props: { reverse: true },
    box: { x: outletX(P2), y: 70, w: 20, h: P2.y - 66 },
    live: p102,
  },
  { plugin: pipeShape, box: { x: outletX(P1) - 4, y: 56, w: 660 - outletX(P1), h: 20 }, live: always },
  {
    plugin: lineSegmentShape,
    props: { arrowEnd: true, strokeWidth: 2 },
    box: { x: 660, y: 58, w: 28, h: 16 },
  },
  {
    plugin: circleShape,
    props: { strokeWidth: 2 },
    box: { x: 560, y: 110, w: 18, h: 18 },
    live: (step) => liveOf({ fill: running(step) ? '#2e9d4a' : '#9aa5b1' }),
  },
  label('Discharge', 582, 108, 90),
  {
    plugin: textShape,
    props: { fontSize: 15, bold: true, fontFamily: 'Helvetica', color: '#0f1722', background: '#eef2f6' },
    box: { x: 560, y: 138, w: 110, h: 28 },
    live: (step) =>
      liveOf({
        text: applyTransform(running(step) ? 231.4 : 118.2, { kind: 'format', decimals: 1, unit: 'm³/h' }),
      }),
  },
]

/** The station in the designer: shapes and symbols at their designed colours, nothing moving. */
export const Design: Story = {
  render: () => (
    <ShapeStageStory
      shapes={scene}
      mode="design"
      width={700}
      height={340}
      caption="process scene · design"
      background="#f7f9fb"
    />
  ),
}

/** The station at runtime: flows animate, P-102 cycles between running and stopped. */
export const Runtime: Story = {
  render: () => (
    <ShapeStageStory
      shapes={scene}
      mode="runtime"
      width={700}
      height={340}
      caption="process scene · runtime"
      background="#f7f9fb"
    />
  ),
}
