import type { Meta, StoryObj } from '@storybook/react-vite'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import { useStoryLive } from '../../../stories/plugins/support/useStoryLive.ts'
import plugin from './index.ts'

const meta = { title: 'Plugins/Charts/Bar chart', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** As placed from the palette: the static sample data. */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory plugin={plugin} mode="design" />
    </StoryPage>
  ),
}

function Live() {
  const live = useStoryLive(
    (step) => ({
      s1: 80 + 10 * Math.sin(step / 2),
      s2: 64 + 8 * Math.cos(step / 3),
      s3: 91 + 5 * Math.sin(step),
      s4: 55,
    }),
    500,
  )
  const bad = useStoryLive(() => ({ s1: 72 }), 1000, 'bad')
  return (
    <div className="story-row">
      <DomWidgetStory
        plugin={plugin}
        mode="runtime"
        live={live}
        props={{ source: 'live', title: 'OEE per line', unit: '%', showLabels: true }}
      />
      <DomWidgetStory
        plugin={plugin}
        mode="runtime"
        live={bad}
        props={{ source: 'live', title: 'OEE per line', unit: '%', showLabels: true, theme: 'dark' }}
      />
    </div>
  )
}

/** At runtime: bound series changing twice a second, and (dark) a source gone bad. */
export const Runtime: Story = {
  render: () => (
    <StoryPage>
      <Live />
    </StoryPage>
  ),
}
