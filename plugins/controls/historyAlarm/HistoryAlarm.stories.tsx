import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import { createStoryServices } from '../../shared/fakeServices.ts'
import plugin from './index.ts'

const meta = { title: 'Plugins/Controls/HistoryAlarm', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** In the designer: sample rows show the columns; nothing is loaded. */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory plugin={plugin} mode="design" />
    </StoryPage>
  ),
}

function Journal({ dark }: { dark?: boolean }) {
  const [services] = useState(() => createStoryServices())
  return (
    <DomWidgetStory
      plugin={plugin}
      mode="runtime"
      services={services}
      width={1000}
      height={460}
      props={{ title: 'Water plant alarm journal', theme: dark ? 'dark' : 'light', pageSize: 10 }}
    />
  )
}

/** At runtime: the (story) journal of the last day, filtered and paged; export buttons record the call. */
export const Runtime: Story = {
  render: () => (
    <StoryPage>
      <Journal />
    </StoryPage>
  ),
}

/** The control-room theme. */
export const Dark: Story = {
  render: () => (
    <StoryPage>
      <Journal dark />
    </StoryPage>
  ),
}
