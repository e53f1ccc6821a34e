import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import { createStoryServices } from '../../shared/fakeServices.ts'
import plugin from './index.ts'

const meta = { title: 'Plugins/Workflows/To-do list', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** In the designer: sample to-dos show what the list will look like; nothing is loaded. */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory plugin={plugin} mode="design" />
    </StoryPage>
  ),
}

function Live({ dark }: { dark?: boolean }) {
  const [services] = useState(() => createStoryServices())
  // Someone starts a maintenance request every ten seconds: a new to-do arrives and the count goes up.
  useEffect(() => {
    const timer = setInterval(() => void services.workflow.start(1, { reason: 'Leak' }), 10_000)
    return () => clearInterval(timer)
  }, [services])
  return (
    <DomWidgetStory
      plugin={plugin}
      mode="runtime"
      services={services}
      props={{ title: 'My to-dos', theme: dark ? 'dark' : 'light' }}
    />
  )
}

/** At runtime: the user's to-dos from the (story) workflow, one overdue, the count live. */
export const Runtime: Story = {
  render: () => (
    <StoryPage>
      <Live />
    </StoryPage>
  ),
}

/** The same on a dark screen. */
export const RuntimeDark: Story = {
  render: () => (
    <StoryPage dark>
      <Live dark />
    </StoryPage>
  ),
}
