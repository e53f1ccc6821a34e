import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import { liveOf } from '../../../stories/plugins/support/ShapeStageStory.tsx'
import selectControl from './index.ts'

const meta = { title: 'Plugins/Forms/Select', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** As placed from the palette: operating mode options. */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory plugin={selectControl} mode="design" props={{ label: 'Mode' }} />
    </StoryPage>
  ),
}

function ModeSelect() {
  const [mode, setMode] = useState<unknown>(1)
  return (
    <>
      <DomWidgetStory
        plugin={selectControl}
        mode="runtime"
        width={260}
        live={liveOf({ value: mode })}
        props={{ label: 'Pump P-101 mode' }}
        onWrite={async (_prop, value) => setMode(value)}
      />
      <div className="story-log">bound value: {JSON.stringify(mode)}</div>
    </>
  )
}

/** At runtime: the bound number 1 selects 'Manual'; a choice is written back. */
export const Runtime: Story = {
  render: () => (
    <StoryPage>
      <ModeSelect />
    </StoryPage>
  ),
}
