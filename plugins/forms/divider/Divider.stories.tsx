import type { Meta, StoryObj } from '@storybook/react-vite'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import plugin from './index.ts'

const meta = { title: 'Plugins/Forms/Line', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** A bare line, a captioned one and a dashed one on the left. */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory plugin={plugin} mode="design" width={400} height={24} />
      <DomWidgetStory plugin={plugin} mode="design" width={400} height={24} props={{ text: 'Readings' }} />
      <DomWidgetStory
        plugin={plugin}
        mode="runtime"
        width={400}
        height={24}
        props={{ text: 'Sign-off', textPosition: 'left', dashed: true }}
      />
    </StoryPage>
  ),
}
