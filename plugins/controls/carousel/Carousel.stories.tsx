import type { Meta, StoryObj } from '@storybook/react-vite'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import plugin from './index.ts'

const meta = { title: 'Plugins/Controls/Carousel', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** A drawn slide (SVG data URL), so the story needs no file. */
function slide(colour: string, label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300"><rect width="480" height="300" fill="${colour}"/><text x="240" y="160" font-size="36" font-family="sans-serif" fill="#fff" text-anchor="middle">${label}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

const slides = [
  { image: slide('#1f5fbf', 'Boiler house'), pageId: '', caption: 'Boiler house' },
  { image: slide('#2e7d32', 'Pump station'), pageId: '', caption: 'Pump station' },
  { image: slide('#8e24aa', 'Tank farm'), pageId: '', caption: 'Tank farm' },
]

/** As placed from the palette (no slides yet), and with slides in the designer. */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <div className="story-row">
        <DomWidgetStory plugin={plugin} mode="design" />
        <DomWidgetStory plugin={plugin} mode="design" props={{ slides }} />
      </div>
    </StoryPage>
  ),
}

/** At runtime: a new slide every 2 s; the pointer over it holds the slide. */
export const Runtime: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory plugin={plugin} mode="runtime" props={{ slides, intervalSeconds: 2 }} />
    </StoryPage>
  ),
}
