import type { Meta, StoryObj } from '@storybook/react-vite'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import { createStoryServices } from '../../shared/fakeServices.ts'
import { STORY_REPORT } from '../../shared/storyReports.ts'
import plugin from './index.ts'

const meta = { title: 'Plugins/Controls/Report', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** As placed from the palette and named: nothing runs in the designer. */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory plugin={plugin} mode="design" props={{ reportName: STORY_REPORT }} />
    </StoryPage>
  ),
}

/** On a runtime page: run on open with the defaults, a page of lines with subtotals, the pager, export. */
export const Runtime: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory
        plugin={plugin}
        mode="runtime"
        props={{ reportName: STORY_REPORT }}
        services={createStoryServices()}
        width={880}
        height={420}
      />
    </StoryPage>
  ),
}

/** A name with no saved report behind it: the server's message in the control. */
export const Missing: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory
        plugin={plugin}
        mode="runtime"
        props={{ reportName: 'Nothing' }}
        services={createStoryServices()}
      />
    </StoryPage>
  ),
}
