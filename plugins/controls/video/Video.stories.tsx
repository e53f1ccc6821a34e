import type { Meta, StoryObj } from '@storybook/react-vite'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import plugin from './index.ts'

const meta = { title: 'Plugins/Controls/Video', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** In the designer: the address (or the poster), nothing plays. */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <div className="story-row">
        <DomWidgetStory plugin={plugin} mode="design" />
        <DomWidgetStory
          plugin={plugin}
          mode="design"
          props={{ src: 'https://cameras.plant.example/line1/index.m3u8' }}
        />
      </div>
    </StoryPage>
  ),
}

/**
 * At runtime with no address: the spec's message in place of the picture. (A playing stream is shown by
 * tests/e2e/controls.e2e.ts, which serves a real HLS stream.)
 */
export const NotConfigured: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory plugin={plugin} mode="runtime" />
    </StoryPage>
  ),
}
