import type { Meta, StoryObj } from '@storybook/react-vite'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import { useStoryLive } from '../../../stories/plugins/support/useStoryLive.ts'
import plugin from './index.ts'

const meta = { title: 'Plugins/Charts/Bubble chart', parameters: { layout: 'fullscreen' } } satisfies Meta
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
      s1: 60 + ((step * 5) % 30),
      s2: 70 + 10 * Math.sin(step / 2),
      s3: 100 + ((step * 37) % 200),
    }),
    500,
  )
  const bad = useStoryLive(() => ({ s1: 70, s2: 80, s3: 150 }), 1000, 'bad')
  return (
    <div className="story-row">
      <DomWidgetStory
        plugin={plugin}
        mode="runtime"
        live={live}
        props={{ source: 'live', title: 'Batches: yield, quality, size' }}
      />
      <DomWidgetStory
        plugin={plugin}
        mode="runtime"
        live={bad}
        props={{ source: 'live', title: 'Batches: yield, quality, size', theme: 'dark' }}
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
