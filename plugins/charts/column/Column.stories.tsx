import type { Meta, StoryObj } from '@storybook/react-vite'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import { useStoryLive } from '../../../stories/plugins/support/useStoryLive.ts'
import columnChart from './index.ts'

const meta = { title: 'Plugins/Charts/Column', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** As placed from the palette: plan against actual per line. */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory plugin={columnChart} mode="design" props={{ title: 'Output per line', unit: 't' }} />
    </StoryPage>
  ),
}

function LiveColumns() {
  const live = useStoryLive((step) => ({
    data: ['Shift A', 'Shift B', 'Shift C'].flatMap((x, i) => [
      { x, y: Math.round(300 + 40 * Math.sin(step / 3 + i)), series: 'Line 1' },
      { x, y: Math.round(260 + 35 * Math.cos(step / 4 + i)), series: 'Line 2' },
    ]),
  }))
  return (
    <DomWidgetStory
      plugin={columnChart}
      mode="runtime"
      live={live}
      props={{ title: 'Output per shift (bound)', unit: 't', layout: 'stacked', showLabels: true }}
    />
  )
}

/** At runtime: rows of a bound property, stacked, values shown. */
export const Runtime: Story = {
  render: () => (
    <StoryPage>
      <LiveColumns />
    </StoryPage>
  ),
}
