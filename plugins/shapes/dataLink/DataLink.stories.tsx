import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  liveOf,
  ShapeStageStory,
  type StageShape,
} from '../../../stories/plugins/support/ShapeStageStory.tsx'
import plugin from './index.ts'

const meta = { title: 'Plugins/Shapes/Data link', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const FLOWS = [1, 0.4, 0, -0.6]
const shapes: StageShape[] = [
  { plugin, box: { x: 24, y: 24, w: 360, h: 16 }, live: (step) => liveOf({ flow: FLOWS[step % 4] }) },
  { plugin, props: { arrowEnd: true, stroke: '#2e9d4a' }, box: { x: 24, y: 64, w: 360, h: 16 } },
  {
    plugin,
    props: { strokeWidth: 6, dashLength: 20 },
    box: { x: 24, y: 104, w: 360, h: 16 },
    live: () => liveOf({ flow: -1 }),
  },
  { plugin, box: { x: 24, y: 144, w: 360, h: 16 }, live: () => liveOf({ flow: 1 }, 'bad') },
  { plugin, props: { flow: 0 }, box: { x: 400, y: 20, w: 140, h: 16, rotation: 90 } },
]

/** As designed: plain, with an arrow, wide, a vertical one (rotated) with no flow. */
export const Design: Story = {
  render: () => (
    <ShapeStageStory
      shapes={shapes}
      mode="design"
      width={560}
      height={184}
      caption="shape.dataLink · design"
    />
  ),
}

/** Runtime: flow changing (forward, slower, still, backwards), full reverse, unknown (bad quality: grey, still). */
export const Runtime: Story = {
  render: () => (
    <ShapeStageStory
      shapes={shapes}
      mode="runtime"
      width={560}
      height={184}
      caption="shape.dataLink · runtime"
    />
  ),
}
