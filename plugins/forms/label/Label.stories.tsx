import type { Meta, StoryObj } from '@storybook/react-vite'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import { PaintedWidgetStory } from '../../../stories/plugins/support/PaintedWidgetStory.tsx'
import { useStoryLive } from '../../../stories/plugins/support/useStoryLive.ts'
import { applyTransform } from '../../shared/transforms.ts'
import labelControl from './index.ts'

const meta = { title: 'Plugins/Forms/Label', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** As placed from the palette, and styled as a caption. */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <div className="story-row">
        <DomWidgetStory plugin={labelControl} mode="design" />
        <DomWidgetStory
          plugin={labelControl}
          mode="design"
          width={200}
          props={{ text: 'Boiler house', bold: true, fontSize: 18 }}
        />
      </div>
    </StoryPage>
  ),
}

const stateColours = {
  kind: 'ranges' as const,
  ranges: [
    { min: null, max: 80, value: '#1f7a3a' },
    { min: 80, max: 90, value: '#9a6700' },
    { min: 90, max: null, value: '#b3261e' },
  ],
}

function LiveLabels() {
  // What the host does: each binding's transform applied to the raw value (format, ranges, expression).
  const live = useStoryLive((step) => {
    const raw = 78 + 14 * Math.sin(step / 2)
    return {
      text: applyTransform(raw, { kind: 'format', decimals: 1, unit: '°C' }),
      color: applyTransform(raw, stateColours),
    }
  })
  const state = useStoryLive((step) => ({
    text: applyTransform(step % 4, {
      kind: 'expression',
      expression: "value == 3 ? 'FAULT' : value > 0 ? 'RUNNING' : 'STOPPED'",
    }),
    background: applyTransform(step % 4, {
      kind: 'expression',
      expression: "value == 3 ? '#fdecea' : value > 0 ? '#e6f4ea' : '#eef1f4'",
    }),
  }))
  const bad = useStoryLive(() => ({ text: '41.7 bar' }), 1000, 'bad')
  return (
    <div className="story-row">
      <DomWidgetStory
        plugin={labelControl}
        mode="runtime"
        live={live}
        props={{ fontSize: 20, bold: true, align: 'right' }}
      />
      <DomWidgetStory
        plugin={labelControl}
        mode="runtime"
        live={state}
        props={{ align: 'center', bold: true }}
      />
      <DomWidgetStory plugin={labelControl} mode="runtime" live={bad} width={160} props={{ fontSize: 16 }} />
    </div>
  )
}

/** At runtime: a formatted value coloured by ranges, a state text by expression, and a bad-quality value. */
export const Runtime: Story = {
  render: () => (
    <StoryPage>
      <LiveLabels />
    </StoryPage>
  ),
}

const QUALITY_CASES = [
  { quality: 'good', text: '5.72 bar', align: 'right' },
  { quality: 'uncertain', text: '5.72 bar', align: 'right' },
  { quality: 'bad', text: '5.72 bar', align: 'right' },
  { quality: 'bad', text: 'Running', align: 'center' },
  { quality: 'bad', text: 'Motor winding temperature', align: 'left' },
] as const

/**
 * Quality as labels show it, each as its view (left) and as a crowded page paints it (right): an
 * uncertain value after a "?", a bad one (the last known) dimmed after a "!", never covered.
 */
export const Quality: Story = {
  render: () => (
    <StoryPage>
      {QUALITY_CASES.map(({ quality, text, align }) => {
        const live = { text: { value: text, quality, time: 0 } }
        const props = { align, fontSize: 14 }
        return (
          <div className="story-row" key={`${quality}-${align}`}>
            <DomWidgetStory
              plugin={labelControl}
              mode="runtime"
              live={live}
              width={140}
              height={28}
              props={props}
            />
            <PaintedWidgetStory plugin={labelControl} live={live} width={140} height={28} props={props} />
          </div>
        )
      })}
    </StoryPage>
  ),
}

/**
 * The bound-props rule (plugins/README.md): a label whose text is bound and has had no value yet reads
 * "—" after the quiet waiting mark; one that is not bound shows its designed text. View left, painted right.
 */
export const Waiting: Story = {
  render: () => (
    <StoryPage>
      {[['text'], []].map((bound) => (
        <div className="story-row" key={bound.join() || 'unbound'}>
          <DomWidgetStory plugin={labelControl} mode="runtime" bound={bound} width={140} height={28} />
          <PaintedWidgetStory plugin={labelControl} bound={bound} width={140} height={28} />
        </div>
      ))}
    </StoryPage>
  ),
}
