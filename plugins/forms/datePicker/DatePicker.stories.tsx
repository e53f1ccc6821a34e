import type { Meta, StoryObj } from '@storybook/react-vite'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import plugin from './index.ts'

const meta = { title: 'Plugins/Forms/Date picker', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** As placed from the palette. */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory plugin={plugin} mode="design" width={300} height={36} />
    </StoryPage>
  ),
}

/** At runtime: a date with time, a date range and a year range (1904-9999). */
export const Runtime: Story = {
  render: () => (
    <StoryPage>
      <div className="story-row">
        <DomWidgetStory
          plugin={plugin}
          mode="runtime"
          width={320}
          height={36}
          props={{ kind: 'dateTime', label: 'Started' }}
        />
        <DomWidgetStory
          plugin={plugin}
          mode="runtime"
          width={380}
          height={36}
          props={{ kind: 'dateRange', label: 'Period' }}
        />
        <DomWidgetStory
          plugin={plugin}
          mode="runtime"
          width={300}
          height={36}
          props={{ kind: 'yearRange', label: 'Years' }}
        />
      </div>
    </StoryPage>
  ),
}
