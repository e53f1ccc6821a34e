import type { Meta, StoryObj } from '@storybook/react-vite'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import plugin from './index.ts'

const meta = { title: 'Plugins/Forms/Single list', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** As placed from the palette. */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory plugin={plugin} mode="design" width={220} height={160} />
    </StoryPage>
  ),
}

/** At runtime: every pump of an object query; the arrow keys move the choice. */
export const Runtime: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory
        plugin={plugin}
        mode="runtime"
        width={220}
        height={160}
        props={{ optionSource: 'query', sourceTemplate: 'Pump', label: 'Pump' }}
      />
    </StoryPage>
  ),
}
