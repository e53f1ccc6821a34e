import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import { liveOf } from '../../../stories/plugins/support/ShapeStageStory.tsx'
import buttonControl from './index.ts'

const meta = { title: 'Plugins/Forms/Button', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** The three styles as placed in the designer. */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <div className="story-row">
        <DomWidgetStory plugin={buttonControl} mode="design" props={{ text: 'Start' }} />
        <DomWidgetStory
          plugin={buttonControl}
          mode="design"
          props={{ text: 'Reset', variant: 'secondary' }}
        />
        <DomWidgetStory plugin={buttonControl} mode="design" props={{ text: 'Stop', variant: 'danger' }} />
      </div>
    </StoryPage>
  ),
}

function Commands() {
  const [events, setEvents] = useState<string[]>([])
  const record = (name: string) => (event: string) => setEvents((list) => [...list, `${name}: ${event}`])
  return (
    <>
      <div className="story-row">
        <DomWidgetStory
          plugin={buttonControl}
          mode="runtime"
          props={{ text: 'Start pump' }}
          onEmit={record('start')}
        />
        <DomWidgetStory
          plugin={buttonControl}
          mode="runtime"
          props={{ text: 'Stop pump', variant: 'danger', confirmText: 'Stop pump P-101?' }}
          onEmit={record('stop')}
        />
        <DomWidgetStory
          plugin={buttonControl}
          mode="runtime"
          live={liveOf({ disabled: true })}
          props={{ text: 'Reset trip', variant: 'secondary' }}
        />
      </div>
      <div className="story-log">
        {events.length > 0 ? events.join('\n') : 'Click a button: it emits noticeOnclick.'}
      </div>
    </>
  )
}

/** At runtime: clicks emit noticeOnclick; Stop asks first; Reset is disabled by a bound interlock. */
export const Runtime: Story = {
  render: () => (
    <StoryPage>
      <Commands />
    </StoryPage>
  ),
}
