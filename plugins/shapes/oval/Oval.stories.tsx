import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  liveOf,
  ShapeStageStory,
  type StageShape,
} from '../../../stories/plugins/support/ShapeStageStory.tsx'
import plugin from './index.ts'

const meta = { title: 'Plugins/Shapes/Oval', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const COLOURS = ['#2f7ed8', '#2e9d4a', '#f0a30a']
const shapes: StageShape[] = [
  {
    plugin,
    props: {},
    box: { x: 24, y: 24, w: 120, h: 88 },
    live: (step: number) => liveOf({ fill: COLOURS[step % COLOURS.length] }),
  },
  {
    plugin,
    props: { fill: '#e6f4ea', stroke: '#2e9d4a', strokeWidth: 4 },
    box: { x: 168, y: 24, w: 120, h: 88 },
    live: (step: number) => liveOf({ turn: (step * 15) % 360 }),
  },
  {
    plugin,
    props: { strokeWidth: 0, fill: '#52606d' },
    box: { x: 312, y: 24, w: 120, h: 88 },
    live: () => liveOf({ blink: true }),
  },
]

/** As designed, in a few variants (each inside its box). */
export const Design: Story = {
  render: () => (
    <ShapeStageStory shapes={shapes} mode="design" width={456} height={136} caption="shape.oval · design" />
  ),
}

/** Runtime: the first follows a state colour; the last blinks (an alarm), the middle one turns with a bound angle. */
export const Runtime: Story = {
  render: () => (
    <ShapeStageStory shapes={shapes} mode="runtime" width={456} height={136} caption="shape.oval · runtime" />
  ),
}
