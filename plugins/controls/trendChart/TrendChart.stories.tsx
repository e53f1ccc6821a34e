import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import { createStoryServices } from '../../shared/fakeServices.ts'
import trendChartControl from './index.ts'

const meta = { title: 'Plugins/Controls/TrendChart', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const pens = [
  { objName: 'Boiler_B1', propName: 'pressure', name: 'Steam pressure', color: '' },
  { objName: 'Boiler_B1', propName: 'temperature', name: 'Steam temperature', color: '' },
  { objName: 'Tank_T201', propName: 'level', name: 'Tank level', color: '' },
]

/** In the designer: preview curves for the configured pens. */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory plugin={trendChartControl} mode="design" props={{ title: 'Boiler trend', pens }} />
    </StoryPage>
  ),
}

function LiveTrend({ dark, tooMany }: { dark?: boolean; tooMany?: boolean }) {
  const [services] = useState(() => createStoryServices())
  const allPens = tooMany
    ? Array.from({ length: 9 }, (_, i) => ({
        objName: `Line_${i + 1}`,
        propName: 'flow',
        name: `Line ${i + 1}`,
        color: '',
      }))
    : pens
  return (
    <DomWidgetStory
      plugin={trendChartControl}
      mode="runtime"
      services={services}
      props={{
        title: 'Boiler trend',
        pens: allPens,
        rangeSeconds: 3600,
        refreshSeconds: 2,
        theme: dark ? 'dark' : 'light',
      }}
    />
  )
}

/** At runtime: the last hour from the (story) history service, refreshed every 2 s. */
export const Runtime: Story = {
  render: () => (
    <StoryPage>
      <LiveTrend />
    </StoryPage>
  ),
}

/** The same on a dark screen. */
export const RuntimeDark: Story = {
  render: () => (
    <StoryPage dark>
      <LiveTrend dark />
    </StoryPage>
  ),
}

/** A stored page with nine pens: eight are drawn and the spec's "reached eight" message is shown. */
export const NinePens: Story = {
  render: () => (
    <StoryPage>
      <LiveTrend tooMany />
    </StoryPage>
  ),
}
