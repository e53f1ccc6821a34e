import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  liveOf,
  ShapeStageStory,
  type StageShape,
} from '../../../stories/plugins/support/ShapeStageStory.tsx'
import { applyTransform } from '../../shared/transforms.ts'
import circleShape from './index.ts'

const meta = { title: 'Plugins/Shapes/Circle', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const lamp = (state: number) =>
  applyTransform(state, {
    kind: 'ranges',
    ranges: [
      { min: 0, max: 1, value: '#9aa5b1' },
      { min: 1, max: 2, value: '#2e9d4a' },
      { min: 2, max: null, value: '#d93a2b' },
    ],
  })

const shapes: StageShape[] = [0, 1, 2, 3].map((index) => ({
  plugin: circleShape,
  props: { strokeWidth: 3 },
  box: { x: 24 + index * 96, y: 24, w: 72, h: 72 },
  live: (step: number) =>
    liveOf({ fill: lamp((step + index) % 3), visible: !(index === 3 && step % 2 === 1) }),
}))

/** State lamps as designed (the default green). */
export const Design: Story = {
  render: () => (
    <ShapeStageStory shapes={shapes} mode="design" width={408} height={120} caption="shape.circle · design" />
  ),
}

/** Lamps bound to a state through ranges (grey stopped, green running, red fault); the last one blinks. */
export const Runtime: Story = {
  render: () => (
    <ShapeStageStory
      shapes={shapes}
      mode="runtime"
      width={408}
      height={120}
      caption="shape.circle · runtime"
      intervalMs={700}
    />
  ),
}
