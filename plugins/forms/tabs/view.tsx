import { Tab, TabGroup, TabList } from '@headlessui/react'
import { useLingui } from '@lingui/react/macro'
import { mergeLive } from '../../shared/liveProps.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { useFormControl } from '../shared/useFormControl.ts'
import { useOptions } from '../shared/useOptions.ts'
import type { Props } from './manifest.ts'
import '../../shared/widget.css'
import '../shared/forms.css'

const WAITING = { value: '' } as const

/** Tabs (headless UI TabGroup: arrow keys move between tabs, the chosen one is announced as selected). */
export default function TabsView({ props, mode, live, bound, services, emit, write }: DomWidgetProps<Props>) {
  const { t } = useLingui()
  const shown = mergeLive(props, live, WAITING, bound)
  const { options } = useOptions(props, mode, services)
  const control = useFormControl<string>(props, mode, String(shown.value ?? ''))
  const runtime = mode === 'runtime'
  const current = bound.has('value') ? String(shown.value ?? '') : control.value
  const index = Math.max(
    0,
    options.findIndex((option) => option.value === current),
  )
  return (
    <TabGroup
      className="gx-control"
      selectedIndex={index}
      onChange={(next: number) => {
        const value = options[next]?.value ?? ''
        if (!runtime) return
        control.setValue(value)
        if (bound.has('value')) void write('value', value).catch(() => {})
        emit('noticeOnclick', value)
      }}
    >
      <TabList className="gx-tabs" aria-label={t`Tabs`}>
        {options.map((option) => (
          <Tab key={option.value} className="gx-tab">
            {option.label}
          </Tab>
        ))}
      </TabList>
    </TabGroup>
  )
}
