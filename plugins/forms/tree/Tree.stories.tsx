import type { Meta, StoryObj } from '@storybook/react-vite'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import plugin from './index.ts'

const meta = { title: 'Plugins/Forms/Tree', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** As placed from the palette: the plant's areas and units. */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory plugin={plugin} mode="design" width={240} height={220} />
    </StoryPage>
  ),
}

/** At runtime: arrows move and open branches, Enter chooses. */
export const Runtime: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory plugin={plugin} mode="runtime" width={240} height={220} props={{ expandAll: false }} />
    </StoryPage>
  ),
}
