import type { Meta, StoryObj } from '@storybook/react-vite'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import plugin from './index.ts'

const meta = { title: 'Plugins/Forms/Hidden field', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** In the designer: a dashed placeholder naming the field (nothing shows at runtime). */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory
        plugin={plugin}
        mode="design"
        width={200}
        height={28}
        props={{ fieldName: 'batch', value: 'B-2026-114' }}
      />
    </StoryPage>
  ),
}
