import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import { createStoryServices } from '../../shared/fakeServices.ts'
import realAlarmControl from './index.ts'

const meta = { title: 'Plugins/Controls/RealAlarm', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** In the designer: sample rows show what the list will look like; nothing is loaded. */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory plugin={realAlarmControl} mode="design" />
    </StoryPage>
  ),
}

function LiveAlarms({ dark, width }: { dark?: boolean; width?: number }) {
  const [services] = useState(() => createStoryServices())
  // The plant raises a new alarm every eight seconds, as the server would push it.
  useEffect(() => {
    let count = 0
    const timer = setInterval(() => {
      count++
      services.raise({
        id: `new-${count}`,
        objName: 'Pump_P101',
        propName: 'dischargePressure',
        showName: 'Discharge pressure high',
        priority: 2,
        colour: '',
        value: 6.4 + count / 10,
        limitValue: 6.2,
        alertType: 'gt',
        time: Date.now(),
        acknowledged: false,
        ackUser: null,
        ackTime: null,
      })
    }, 8000)
    return () => clearInterval(timer)
  }, [services])
  return (
    <DomWidgetStory
      plugin={realAlarmControl}
      mode="runtime"
      services={services}
      props={{ title: 'Water plant alarms', theme: dark ? 'dark' : 'light' }}
      width={width}
    />
  )
}

/** At runtime: current alarms from the (story) alarm service; acknowledge selected or all. */
export const Runtime: Story = {
  render: () => (
    <StoryPage>
      <LiveAlarms />
    </StoryPage>
  ),
}

/** The same on a dark screen. */
export const RuntimeDark: Story = {
  render: () => (
    <StoryPage dark>
      <LiveAlarms dark />
    </StoryPage>
  ),
}

/** A narrow widget (a side panel of a page): the limit, value and date give way to object and alarm. */
export const RuntimeNarrow: Story = {
  render: () => (
    <StoryPage>
      <LiveAlarms width={480} />
    </StoryPage>
  ),
}

/** On a phone page: a list, each alarm on two lines, "All" and the buttons in a bar above it. */
export const RuntimePhone: Story = {
  render: () => (
    <StoryPage>
      <LiveAlarms width={343} />
    </StoryPage>
  ),
}
