import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  liveOf,
  ShapeStageStory,
  type StageShape,
} from '../../../stories/plugins/support/ShapeStageStory.tsx'
import plugin from './index.ts'

const meta = { title: 'Plugins/Shapes/Image', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

// A picture that travels with the story (no server): a small tank drawn as SVG.
const TANK = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="120"><rect x="5" y="10" width="70" height="105" rx="14" fill="#9fb3c8" stroke="#334e68" stroke-width="4"/><rect x="9" y="60" width="62" height="51" rx="10" fill="#2f7ed8"/></svg>',
)}`

const shapes: StageShape[] = [
  { plugin, props: { src: TANK }, box: { x: 24, y: 24, w: 100, h: 100 } },
  {
    plugin,
    props: { src: TANK, fit: 'stretch', text: 'T-101', fill: '#eef1f5', stroke: '#9aa5b1', strokeWidth: 1 },
    box: { x: 148, y: 24, w: 100, h: 100 },
    live: (step) => liveOf({ text: `T-10${step % 9}` }),
  },
  {
    plugin,
    props: { text: 'Text image' },
    box: { x: 272, y: 24, w: 100, h: 100 },
    live: () => liveOf({ blink: true }),
  },
]

/** A picture as a whole, stretched with a caption, and a text image with no picture yet. */
export const Design: Story = {
  render: () => (
    <ShapeStageStory shapes={shapes} mode="design" width={396} height={148} caption="shape.image · design" />
  ),
}

/** Runtime: the caption is bound; the text image blinks (an alarm). */
export const Runtime: Story = {
  render: () => (
    <ShapeStageStory
      shapes={shapes}
      mode="runtime"
      width={396}
      height={148}
      caption="shape.image · runtime"
    />
  ),
}
