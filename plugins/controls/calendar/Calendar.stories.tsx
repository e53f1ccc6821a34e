import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import { createStoryServices } from '../../shared/fakeServices.ts'
import plugin from './index.ts'

const meta = { title: 'Plugins/Controls/Calendar', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** As placed from the palette: this month with lunar dates, festivals and holidays. */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory plugin={plugin} mode="design" />
    </StoryPage>
  ),
}

function Orders({ view }: { view: 'month' | 'week' }) {
  const [services] = useState(() => createStoryServices())
  return (
    <DomWidgetStory
      plugin={plugin}
      mode="runtime"
      services={services}
      props={{
        title: 'Maintenance orders',
        view,
        eventTemplate: 'MaintenanceOrder',
        dateProp: 'dueDate',
        titleProp: 'title',
      }}
    />
  )
}

/** At runtime: the maintenance orders of the (story) plant on their due days. */
export const Runtime: Story = {
  render: () => (
    <StoryPage>
      <Orders view="month" />
    </StoryPage>
  ),
}

/** The week view. */
export const Week: Story = {
  render: () => (
    <StoryPage>
      <Orders view="week" />
    </StoryPage>
  ),
}
