import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import { liveOf } from '../../../stories/plugins/support/ShapeStageStory.tsx'
import inputControl from './index.ts'

const meta = { title: 'Plugins/Forms/Input', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** As placed from the palette, and with a label. */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <div className="story-row">
        <DomWidgetStory plugin={inputControl} mode="design" props={{ placeholder: 'Enter a value' }} />
        <DomWidgetStory
          plugin={inputControl}
          mode="design"
          width={260}
          props={{ label: 'Setpoint', value: '42.5' }}
        />
      </div>
    </StoryPage>
  ),
}

function Setpoint() {
  const [value, setValue] = useState<unknown>(42.5)
  const [log, setLog] = useState<string[]>([])
  return (
    <>
      <div className="story-row">
        <DomWidgetStory
          plugin={inputControl}
          mode="runtime"
          width={260}
          live={liveOf({ value })}
          props={{ label: 'Setpoint (°C)', checker: 'number', required: true }}
          onWrite={async (prop, written) => {
            setLog((lines) => [...lines, `write ${prop} = ${JSON.stringify(written)}`])
            setValue(written)
          }}
        />
        <DomWidgetStory
          plugin={inputControl}
          mode="runtime"
          width={260}
          props={{ label: 'Controller IP', checker: 'ip', value: '10.0.0.300' }}
        />
      </div>
      <div className="story-log">{log.length > 0 ? log.join('\n') : 'Type a number and press Enter.'}</div>
    </>
  )
}

/** At runtime: a number setpoint written back on Enter; an IP field checked by the engine's value checker. */
export const Runtime: Story = {
  render: () => (
    <StoryPage>
      <Setpoint />
    </StoryPage>
  ),
}
