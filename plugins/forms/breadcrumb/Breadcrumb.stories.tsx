import type { Meta, StoryObj } from '@storybook/react-vite'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import plugin from './index.ts'

const meta = { title: 'Plugins/Forms/Breadcrumb', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** Where a pump's page sits in the plant. */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory plugin={plugin} mode="design" width={360} height={28} />
      <DomWidgetStory
        plugin={plugin}
        mode="runtime"
        width={360}
        height={28}
        props={{ items: [{ label: '水厂' }, { label: '取水' }] }}
      />
    </StoryPage>
  ),
}
