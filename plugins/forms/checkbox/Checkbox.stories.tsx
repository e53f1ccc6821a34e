import type { Meta, StoryObj } from '@storybook/react-vite'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import plugin from './index.ts'

const meta = { title: 'Plugins/Forms/Checkbox', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** As placed from the palette: the checks of a pump round. */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory plugin={plugin} mode="design" width={340} height={32} />
    </StoryPage>
  ),
}

/** At runtime: Space or a click ticks a box; this one is required in a form. */
export const Runtime: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory
        plugin={plugin}
        mode="runtime"
        width={340}
        height={32}
        props={{ required: true, formName: 'story', fieldName: 'checks' }}
      />
    </StoryPage>
  ),
}
