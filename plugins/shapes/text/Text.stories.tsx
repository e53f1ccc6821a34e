import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  liveOf,
  ShapeStageStory,
  type StageShape,
} from '../../../stories/plugins/support/ShapeStageStory.tsx'
import { applyTransform } from '../../shared/transforms.ts'
import textShape from './index.ts'

const meta = { title: 'Plugins/Shapes/Text', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const shapes: StageShape[] = [
  { plugin: textShape, box: { x: 24, y: 24, w: 100, h: 100 } },
  {
    plugin: textShape,
    props: { text: 'Raw water intake and screening', fontSize: 16, align: 'left', background: '#fff8e1' },
    box: { x: 148, y: 24, w: 140, h: 100 },
  },
  {
    plugin: textShape,
    props: { fontSize: 28, bold: true, fontFamily: 'Helvetica', background: '#0f1722', color: '#7fd3ff' },
    box: { x: 312, y: 24, w: 180, h: 100 },
    live: (step) =>
      liveOf({
        text: applyTransform(3.2 + Math.sin(step / 2), { kind: 'format', decimals: 2, unit: 'bar' }),
      }),
  },
]

/** The spec's default text (100×100, 20 px Arial, black), wrapped text, a display. */
export const Design: Story = {
  render: () => (
    <ShapeStageStory shapes={shapes} mode="design" width={516} height={148} caption="shape.text · design" />
  ),
}

/** The display's text bound to a formatted pressure. */
export const Runtime: Story = {
  render: () => (
    <ShapeStageStory shapes={shapes} mode="runtime" width={516} height={148} caption="shape.text · runtime" />
  ),
}
