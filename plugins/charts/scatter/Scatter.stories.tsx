import type { Meta, StoryObj } from '@storybook/react-vite'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import { useStoryLive } from '../../../stories/plugins/support/useStoryLive.ts'
import plugin from './index.ts'

const meta = { title: 'Plugins/Charts/Scatter chart', parameters: { layout: 'fullscreen' } } satisfies Meta
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
    (step) => ({ s1: 20 + ((step * 7) % 40), s2: 40 + ((step * 7) % 40) * 1.2 + 4 * Math.sin(step) }),
    500,
  )
  const bad = useStoryLive(() => ({ s1: 30, s2: 70 }), 1000, 'bad')
  return (
    <div className="story-row">
      <DomWidgetStory
        plugin={plugin}
        mode="runtime"
        live={live}
        props={{
          source: 'live',
          title: 'Flow against speed',
          xTitle: 'Speed (rpm)',
          yTitle: 'Flow',
          unit: 'm³/h',
        }}
      />
      <DomWidgetStory
        plugin={plugin}
        mode="runtime"
        live={bad}
        props={{
          source: 'live',
          title: 'Flow against speed',
          xTitle: 'Speed (rpm)',
          yTitle: 'Flow',
          unit: 'm³/h',
          theme: 'dark',
        }}
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
