import type { Meta, StoryObj } from '@storybook/react-vite'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import { useStoryLive } from '../../../stories/plugins/support/useStoryLive.ts'
import plugin from './index.ts'

const meta = { title: 'Plugins/Charts/Spline chart', parameters: { layout: 'fullscreen' } } satisfies Meta
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
    (step) => ({ s1: 50 + 12 * Math.sin(step / 3), s2: 42 + 9 * Math.cos(step / 4) }),
    500,
  )
  const bad = useStoryLive(() => ({ s1: 61 }), 1000, 'bad')
  return (
    <div className="story-row">
      <DomWidgetStory
        plugin={plugin}
        mode="runtime"
        live={live}
        props={{ source: 'live', title: 'Tank levels', unit: '%', windowSeconds: 30 }}
      />
      <DomWidgetStory
        plugin={plugin}
        mode="runtime"
        live={bad}
        props={{ source: 'live', title: 'Tank levels', unit: '%', windowSeconds: 30, theme: 'dark' }}
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
