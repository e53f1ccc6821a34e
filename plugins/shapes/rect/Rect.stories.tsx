import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  liveOf,
  ShapeStageStory,
  type StageShape,
} from '../../../stories/plugins/support/ShapeStageStory.tsx'
import { applyTransform } from '../../shared/transforms.ts'
import rectShape from './index.ts'

const meta = { title: 'Plugins/Shapes/Rect', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const levelColour = {
  kind: 'ranges' as const,
  ranges: [
    { min: null, max: 20, value: '#d93a2b' },
    { min: 20, max: 80, value: '#2f7ed8' },
    { min: 80, max: null, value: '#f0a30a' },
  ],
}

const shapes: StageShape[] = [
  { plugin: rectShape, box: { x: 24, y: 24, w: 120, h: 80 } },
  {
    plugin: rectShape,
    props: { cornerRadius: 12, fill: '#e6f4ea', stroke: '#2e9d4a' },
    box: { x: 168, y: 24, w: 120, h: 80 },
  },
  {
    plugin: rectShape,
    props: { strokeWidth: 0, fill: '#52606d' },
    box: { x: 312, y: 34, w: 160, h: 60, rotation: 15 },
  },
  {
    plugin: rectShape,
    props: { cornerRadius: 6, strokeWidth: 3 },
    box: { x: 24, y: 130, w: 448, h: 70 },
    live: (step) => liveOf({ fill: applyTransform((step * 17) % 100, levelColour) }),
  },
]

/** Plain, rounded, rotated and wide rectangles on one canvas. */
export const Design: Story = {
  render: () => (
    <ShapeStageStory shapes={shapes} mode="design" width={496} height={224} caption="shape.rect · design" />
  ),
}

/** The bottom one's fill is bound through value ranges (low red, normal blue, high amber). */
export const Runtime: Story = {
  render: () => (
    <ShapeStageStory shapes={shapes} mode="runtime" width={496} height={224} caption="shape.rect · runtime" />
  ),
}
