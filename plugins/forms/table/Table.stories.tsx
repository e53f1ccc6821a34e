import type { Meta, StoryObj } from '@storybook/react-vite'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import { useStoryLive } from '../../../stories/plugins/support/useStoryLive.ts'
import tableControl from './index.ts'

const meta = { title: 'Plugins/Forms/Table', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** As placed from the palette: equipment with state, flow and pressure. */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory plugin={tableControl} mode="design" props={{ title: 'Pump station' }} />
    </StoryPage>
  ),
}

function LiveTable({ dark }: { dark?: boolean }) {
  const live = useStoryLive((step) => ({
    rows: Array.from({ length: 8 }, (_, i) => ({
      name: `Pump P-10${i + 1}`,
      state: i % 4 === 3 ? 'Stopped' : 'Running',
      flow: i % 4 === 3 ? 0 : Math.round((100 + 20 * Math.sin(step / 3 + i)) * 10) / 10,
      pressure: i % 4 === 3 ? 0.1 : Math.round((4 + 0.3 * Math.cos(step / 2 + i)) * 100) / 100,
    })),
  }))
  return (
    <DomWidgetStory
      plugin={tableControl}
      mode="runtime"
      live={live}
      props={{ title: 'Pump station (bound)', theme: dark ? 'dark' : 'light' }}
    />
  )
}

/** At runtime: rows of a bound list, refreshed every second. */
export const Runtime: Story = {
  render: () => (
    <StoryPage>
      <LiveTable />
    </StoryPage>
  ),
}

/** The same on a dark screen. */
export const RuntimeDark: Story = {
  render: () => (
    <StoryPage dark>
      <LiveTable dark />
    </StoryPage>
  ),
}
