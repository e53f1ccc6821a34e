import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  liveOf,
  ShapeStageStory,
  type StageShape,
} from '../../../stories/plugins/support/ShapeStageStory.tsx'
import lineSegmentShape from './index.ts'

const meta = { title: 'Plugins/Shapes/LineSegment', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const shapes: StageShape[] = [
  { plugin: lineSegmentShape, box: { x: 24, y: 24, w: 200, h: 16 } },
  {
    plugin: lineSegmentShape,
    props: { dash: 'dashed', arrowEnd: true },
    box: { x: 24, y: 64, w: 200, h: 16 },
  },
  {
    plugin: lineSegmentShape,
    props: { dash: 'dotted', strokeWidth: 3, arrowStart: true, arrowEnd: true },
    box: { x: 24, y: 104, w: 200, h: 16 },
  },
  {
    plugin: lineSegmentShape,
    props: { strokeWidth: 4, arrowEnd: true },
    box: { x: 250, y: 64, w: 160, h: 16, rotation: -35 },
    live: (step) => liveOf({ stroke: step % 2 === 0 ? '#2e9d4a' : '#9aa5b1' }),
  },
]

/** Solid, dashed and dotted lines with arrow heads; rotation turns a line. */
export const Design: Story = {
  render: () => (
    <ShapeStageStory
      shapes={shapes}
      mode="design"
      width={440}
      height={144}
      caption="shape.lineSegment · design"
    />
  ),
}

/** The rotated arrow's colour is bound. */
export const Runtime: Story = {
  render: () => (
    <ShapeStageStory
      shapes={shapes}
      mode="runtime"
      width={440}
      height={144}
      caption="shape.lineSegment · runtime"
    />
  ),
}
