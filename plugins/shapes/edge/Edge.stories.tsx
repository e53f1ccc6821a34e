import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  liveOf,
  ShapeStageStory,
  type StageShape,
} from '../../../stories/plugins/support/ShapeStageStory.tsx'
import rect from '../rect/index.ts'
import plugin from './index.ts'

const meta = { title: 'Plugins/Shapes/Edge', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

// Two tanks joined by edges whose ends the page commands computed (engine/document/edges.ts).
const shapes: StageShape[] = [
  { plugin: rect, box: { x: 24, y: 40, w: 100, h: 70 } },
  { plugin: rect, box: { x: 320, y: 20, w: 100, h: 70 } },
  {
    plugin,
    props: { x1: 0.0625, y1: 0.7417, x2: 0.9375, y2: 0.2583 },
    box: { x: 112, y: 43, w: 220, h: 72 },
    live: (step: number) => liveOf({ stroke: step % 2 ? '#2e9d4a' : '#52606d' }),
  },
  {
    plugin,
    props: { dash: 'dashed', arrowStart: true, x1: 0.1, y1: 0.5, x2: 0.9, y2: 0.5 },
    box: { x: 24, y: 130, w: 396, h: 24 },
    live: () => liveOf({ blink: true }),
  },
]

/** Two widgets joined by an edge with an arrow; a free dashed edge with two heads. */
export const Design: Story = {
  render: () => (
    <ShapeStageStory shapes={shapes} mode="design" width={444} height={170} caption="shape.edge · design" />
  ),
}

/** Runtime: the joining edge follows a state colour; the dashed one blinks. */
export const Runtime: Story = {
  render: () => (
    <ShapeStageStory shapes={shapes} mode="runtime" width={444} height={170} caption="shape.edge · runtime" />
  ),
}
