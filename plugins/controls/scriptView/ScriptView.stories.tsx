import type { Meta, StoryObj } from '@storybook/react-vite'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import plugin from './index.ts'

const meta = { title: 'Plugins/Controls/ScriptView', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/**
 * In the designer the script shows, it does not run. It runs only in the operator runtime, in the
 * frame the server serves with its own sandboxing policy (tests/e2e/controls.e2e.ts drives that).
 */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <div className="story-row">
        <DomWidgetStory plugin={plugin} mode="design" />
        <DomWidgetStory
          plugin={plugin}
          mode="design"
          props={{ script: "gantry.root.textContent = 'Hello ' + gantry.values.value1" }}
        />
      </div>
    </StoryPage>
  ),
}
