import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  liveOf,
  ShapeStageStory,
  type StageShape,
} from '../../../stories/plugins/support/ShapeStageStory.tsx'
import pumpSymbol from './index.ts'

const meta = { title: 'Plugins/Symbols/Pump', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const shapes: StageShape[] = [
  { plugin: pumpSymbol, box: { x: 24, y: 24, w: 120, h: 120 }, live: () => liveOf({ state: 1 }) },
  { plugin: pumpSymbol, box: { x: 168, y: 24, w: 120, h: 120 }, live: () => liveOf({ state: 0 }) },
  { plugin: pumpSymbol, box: { x: 312, y: 24, w: 120, h: 120 }, live: () => liveOf({ state: 'FAULT' }) },
  {
    plugin: pumpSymbol,
    props: { mirror: true },
    box: { x: 456, y: 44, w: 80, h: 80 },
    live: (step) => liveOf({ state: step % 4 < 2 }),
  },
  {
    plugin: pumpSymbol,
    box: { x: 560, y: 24, w: 120, h: 120 },
    live: () => liveOf({ state: 1 }, 'bad'),
  },
]

/** The symbol as placed: stopped colours (the default state '0'), and mirrored. */
export const Design: Story = {
  render: () => (
    <ShapeStageStory shapes={shapes} mode="design" width={704} height={168} caption="symbol.pump · design" />
  ),
}

/**
 * Running (turning impeller), stopped, fault, a small mirrored pump toggled by a boolean, and a pump whose
 * state is of bad quality (its last known 'running' is not shown: pale grey, still).
 */
export const Runtime: Story = {
  render: () => (
    <ShapeStageStory
      shapes={shapes}
      mode="runtime"
      width={704}
      height={168}
      caption="symbol.pump · runtime"
    />
  ),
}
