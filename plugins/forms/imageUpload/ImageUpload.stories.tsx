import type { Meta, StoryObj } from '@storybook/react-vite'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import plugin from './index.ts'

const meta = { title: 'Plugins/Forms/Image upload', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** As placed from the palette, and at runtime (choose a JPG, GIF or PNG under 5 MB). */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory plugin={plugin} mode="design" width={300} height={120} />
      <DomWidgetStory
        plugin={plugin}
        mode="runtime"
        width={300}
        height={120}
        props={{ label: 'Photo of the leak' }}
      />
    </StoryPage>
  ),
}
