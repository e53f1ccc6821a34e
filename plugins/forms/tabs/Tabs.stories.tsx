import type { Meta, StoryObj } from '@storybook/react-vite'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import plugin from './index.ts'

const meta = { title: 'Plugins/Forms/Tabs', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** As placed from the palette, and at runtime (arrow keys move between tabs). */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory plugin={plugin} mode="design" width={360} height={36} />
      <DomWidgetStory plugin={plugin} mode="runtime" width={360} height={36} props={{ value: 'trends' }} />
    </StoryPage>
  ),
}
