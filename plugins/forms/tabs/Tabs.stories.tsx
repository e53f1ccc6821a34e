import type { Meta, StoryObj } from '@storybook/react-vite'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import plugin from './index.ts'

const meta = { title: 'Plugins/Forms/Tabs', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/**
 * As placed from the palette (the strip and its panel, whose widgets the page's stage draws), at runtime
 * (arrow keys move between tabs), and strip-high (no panel: tabs that only choose a value).
 */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory plugin={plugin} mode="design" width={360} height={240} />
      <DomWidgetStory plugin={plugin} mode="runtime" width={360} height={240} props={{ value: 'trends' }} />
      <DomWidgetStory plugin={plugin} mode="runtime" width={360} height={36} />
    </StoryPage>
  ),
}
