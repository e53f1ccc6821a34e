import type { Meta, StoryObj } from '@storybook/react-vite'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import { useStoryLive } from '../../../stories/plugins/support/useStoryLive.ts'
import gaugeChart from './index.ts'

const meta = { title: 'Plugins/Charts/Gauge', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** As placed from the palette: the designed value on green, amber and red bands. */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory plugin={gaugeChart} mode="design" props={{ title: 'Pump load' }} />
    </StoryPage>
  ),
}

function LiveGauges({ dark }: { dark?: boolean }) {
  const live = useStoryLive((step) => ({ value: 70 + 18 * Math.sin(step / 2) }))
  const pressure = useStoryLive((step) => ({ value: 4.1 + 0.6 * Math.sin(step / 3) }))
  const theme = dark ? 'dark' : 'light'
  return (
    <div className="story-row">
      <DomWidgetStory plugin={gaugeChart} mode="runtime" live={live} props={{ title: 'Pump load', theme }} />
      <DomWidgetStory
        plugin={gaugeChart}
        mode="runtime"
        live={pressure}
        width={300}
        props={{
          title: 'Discharge pressure',
          unit: 'bar',
          decimals: 2,
          min: 0,
          max: 6,
          bands: [
            { to: 4.5, color: '#20a67a' },
            { to: 5.2, color: '#f0a30a' },
            { to: 6, color: '#e0533d' },
          ],
          theme,
        }}
      />
      <DomWidgetStory plugin={gaugeChart} mode="runtime" props={{ title: 'Not yet received', theme }} />
    </div>
  )
}

/** At runtime: bound values; the third has none (unbound, refused or not yet received) and says so, without a pointer. */
export const Runtime: Story = {
  render: () => (
    <StoryPage>
      <LiveGauges />
    </StoryPage>
  ),
}

/** The same on a dark screen. */
export const RuntimeDark: Story = {
  render: () => (
    <StoryPage dark>
      <LiveGauges dark />
    </StoryPage>
  ),
}
