import type { Meta, StoryObj } from '@storybook/react-vite'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import { useStoryLive } from '../../../stories/plugins/support/useStoryLive.ts'
import pieChart from './index.ts'

const meta = { title: 'Plugins/Charts/Pie', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** As placed from the palette: energy use by consumer, as a ring with percentages. */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory plugin={pieChart} mode="design" props={{ title: 'Energy by consumer' }} />
    </StoryPage>
  ),
}

function LivePie({ dark }: { dark?: boolean }) {
  const live = useStoryLive((step) => ({
    data: [
      { name: 'Running', value: 14 + (step % 3) },
      { name: 'Idle', value: 5 },
      { name: 'Maintenance', value: 2 },
      { name: 'Fault', value: 1 + (step % 2) },
    ],
  }))
  return (
    <DomWidgetStory
      plugin={pieChart}
      mode="runtime"
      live={live}
      props={{ title: 'Machines by state', labels: 'value', theme: dark ? 'dark' : 'light' }}
    />
  )
}

/** At runtime: slices from a bound property, counts as labels. */
export const Runtime: Story = {
  render: () => (
    <StoryPage>
      <LivePie />
    </StoryPage>
  ),
}

/** The same on a dark screen. */
export const RuntimeDark: Story = {
  render: () => (
    <StoryPage dark>
      <LivePie dark />
    </StoryPage>
  ),
}
