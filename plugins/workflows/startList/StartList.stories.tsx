import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import { createStoryServices } from '../../shared/fakeServices.ts'
import plugin from './index.ts'

const meta = {
  title: 'Plugins/Workflows/Start-workflow list',
  parameters: { layout: 'fullscreen' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const FLOWS = [
  { diagramId: 1, label: '' },
  { diagramId: 2, label: 'Buy a spare part' },
  { diagramId: 3, label: '' },
]

/** In the designer: the chosen processes, their buttons inactive. */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory plugin={plugin} mode="design" props={{ flows: FLOWS }} />
    </StoryPage>
  ),
}

function Live({ dark }: { dark?: boolean }) {
  const [services] = useState(() => createStoryServices())
  return (
    <DomWidgetStory
      plugin={plugin}
      mode="runtime"
      services={services}
      props={{ title: 'Requests', flows: FLOWS, theme: dark ? 'dark' : 'light' }}
    />
  )
}

/** At runtime: names from the (story) server; the weekly inspection starts on a timer only. */
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
