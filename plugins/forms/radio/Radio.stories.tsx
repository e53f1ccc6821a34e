import type { Meta, StoryObj } from '@storybook/react-vite'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import plugin from './index.ts'

const meta = { title: 'Plugins/Forms/Radio', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** As placed from the palette: the shift of a report. */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory plugin={plugin} mode="design" width={320} height={32} />
    </StoryPage>
  ),
}

/** At runtime: choose with the arrow keys or a click; the second one is required in a form. */
export const Runtime: Story = {
  render: () => (
    <StoryPage>
      <div className="story-row">
        <DomWidgetStory
          plugin={plugin}
          mode="runtime"
          width={320}
          height={32}
          props={{ defaultValue: 'day' }}
        />
        <DomWidgetStory
          plugin={plugin}
          mode="runtime"
          width={320}
          height={32}
          props={{
            label: 'Area',
            required: true,
            formName: 'story',
            fieldName: 'area',
            options: [
              { label: 'Intake', value: 'intake', parent: '' },
              { label: 'Filters', value: 'filters', parent: '' },
            ],
          }}
        />
      </div>
    </StoryPage>
  ),
}
