import type { Meta, StoryObj } from '@storybook/react-vite'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import plugin from './index.ts'

const meta = { title: 'Plugins/Forms/Search', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** As placed from the palette. */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory plugin={plugin} mode="design" width={260} height={36} />
    </StoryPage>
  ),
}

/** At runtime: Enter searches; this one only takes an IP address. */
export const Runtime: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory
        plugin={plugin}
        mode="runtime"
        width={260}
        height={36}
        props={{ placeholder: 'Device IP', checker: 'ip' }}
      />
    </StoryPage>
  ),
}
