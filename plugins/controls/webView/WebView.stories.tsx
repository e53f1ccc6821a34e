import type { Meta, StoryObj } from '@storybook/react-vite'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import plugin from './index.ts'

const meta = { title: 'Plugins/Controls/WebView', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** In the designer: the address, nothing framed. */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <div className="story-row">
        <DomWidgetStory plugin={plugin} mode="design" />
        <DomWidgetStory plugin={plugin} mode="design" props={{ url: 'https://portal.plant.example/kpi' }} />
      </div>
    </StoryPage>
  ),
}

/** At runtime with an address that is not http(s) (a bound value can be anything): refused in place. */
export const Refused: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory
        plugin={plugin}
        mode="runtime"
        live={{ url: { value: 'javascript:alert(1)', quality: 'good', time: 0 } }}
      />
    </StoryPage>
  ),
}
