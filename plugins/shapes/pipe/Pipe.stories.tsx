import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  liveOf,
  ShapeStageStory,
  type StageShape,
} from '../../../stories/plugins/support/ShapeStageStory.tsx'
import { applyTransform } from '../../shared/transforms.ts'
import pipeShape from './index.ts'

const meta = { title: 'Plugins/Shapes/Pipe', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const running = {
  kind: 'ranges' as const,
  ranges: [{ min: 1, max: null, value: '#2f7ed8' }],
  otherwise: '#7b8794',
}

const shapes: StageShape[] = [
  { plugin: pipeShape, box: { x: 24, y: 24, w: 320, h: 24 }, live: () => liveOf({ flow: 1 }) },
  {
    plugin: pipeShape,
    props: { fullScaleFlow: 100 },
    box: { x: 24, y: 72, w: 320, h: 24 },
    live: (step) => liveOf({ flow: -40, fill: applyTransform(step % 6 < 4 ? 1 : 0, running) }),
  },
  {
    plugin: pipeShape,
    props: { flanges: false },
    box: { x: 24, y: 120, w: 320, h: 16 },
    live: () => liveOf({ flow: 0 }),
  },
  {
    plugin: pipeShape,
    box: { x: 24, y: 160, w: 320, h: 24 },
    live: () => liveOf({ flow: 1 }, 'bad'),
  },
  {
    plugin: pipeShape,
    props: { fill: '#2e9d4a' },
    box: { x: 372, y: 24, w: 28, h: 200 },
    live: () => liveOf({ flow: 1 }),
  },
]

/** Pipes as drawn in the designer (no animation). */
export const Design: Story = {
  render: () => (
    <ShapeStageStory shapes={shapes} mode="design" width={424} height={248} caption="shape.pipe · design" />
  ),
}

/**
 * At runtime: full flow; reverse flow at 40 % whose fill follows a running bit; stopped (flow 0, no dashes);
 * a flow of bad quality (still grey dashes: not known); a vertical pipe flowing down.
 */
export const Runtime: Story = {
  render: () => (
    <ShapeStageStory shapes={shapes} mode="runtime" width={424} height={248} caption="shape.pipe · runtime" />
  ),
}
