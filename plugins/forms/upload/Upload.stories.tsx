import type { Meta, StoryObj } from '@storybook/react-vite'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import plugin from './index.ts'

const meta = { title: 'Plugins/Forms/Upload', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** As placed from the palette, and at runtime (choose a PDF or a sheet under 5 MB; others are refused). */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory plugin={plugin} mode="design" width={300} height={100} />
      <DomWidgetStory
        plugin={plugin}
        mode="runtime"
        width={300}
        height={100}
        props={{ label: 'Inspection report', accept: 'pdf, xlsx' }}
      />
    </StoryPage>
  ),
}
