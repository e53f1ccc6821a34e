import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import { createStoryServices } from '../../shared/fakeServices.ts'
import plugin from './index.ts'

const meta = {
  title: 'Plugins/Workflows/Start-workflow button',
  parameters: { layout: 'fullscreen' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** As placed from the palette. */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory plugin={plugin} mode="design" />
    </StoryPage>
  ),
}

function Live() {
  const [services] = useState(() => createStoryServices())
  return (
    <div className="story-row">
      <DomWidgetStory
        plugin={plugin}
        mode="runtime"
        services={services}
        props={{ text: 'Request purchase', diagramId: 2, confirmText: 'Send the purchase request?' }}
      />
      <DomWidgetStory
        plugin={plugin}
        mode="runtime"
        services={services}
        props={{ text: 'Weekly inspection', diagramId: 3 }}
      />
    </div>
  )
}

/** At runtime: one that starts after a confirmation, one whose process starts only on its timer. */
export const Runtime: Story = {
  render: () => (
    <StoryPage>
      <Live />
    </StoryPage>
  ),
}
