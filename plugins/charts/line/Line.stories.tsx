import type { Meta, StoryObj } from '@storybook/react-vite'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import { useStoryLive } from '../../../stories/plugins/support/useStoryLive.ts'
import lineChart from './index.ts'

const meta = { title: 'Plugins/Charts/Line', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** As placed from the palette (a live chart): a preview of its one series over its 5-minute window. */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory plugin={lineChart} mode="design" props={{ title: 'Pump flow', unit: 'm³/h' }} />
    </StoryPage>
  ),
}

/** A static chart in the designer: the sample series, animated in. */
export const DesignStatic: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory
        plugin={lineChart}
        mode="design"
        props={{ title: 'Flow by hour', unit: 'm³/h', source: 'static' }}
      />
    </StoryPage>
  ),
}

function LiveLine({ dark, outages }: { dark?: boolean; outages?: boolean }) {
  const live = useStoryLive(
    (step) => ({ value: 62 + 9 * Math.sin(step / 6) + 3 * Math.sin(step * 1.7) }),
    250,
    // The source fails for 1.5 s of every 6 s: the last value, sent on with bad quality.
    (step) => (outages && step % 24 >= 18 ? 'bad' : 'good'),
  )
  return (
    <DomWidgetStory
      plugin={lineChart}
      mode="runtime"
      live={live}
      props={{
        title: 'Header tank level',
        seriesName: 'Level',
        unit: '%',
        windowSeconds: 10,
        theme: dark ? 'dark' : 'light',
      }}
    />
  )
}

/** At runtime: the bound value appended every 250 ms over a 10 s window. */
export const Runtime: Story = {
  render: () => (
    <StoryPage>
      <LiveLine />
    </StoryPage>
  ),
}

/** The live chart on a dark control-room screen. */
export const RuntimeDark: Story = {
  render: () => (
    <StoryPage dark>
      <LiveLine dark />
    </StoryPage>
  ),
}

/** A source that keeps failing: each outage is a gap in the line, and the chart is marked bad meanwhile. */
export const RuntimeOutages: Story = {
  render: () => (
    <StoryPage>
      <LiveLine outages />
    </StoryPage>
  ),
}
