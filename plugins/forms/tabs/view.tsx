import { Tab, TabGroup, TabList } from '@headlessui/react'
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { TAB_SHOWN, TAB_STRIP } from '../../../engine/document/tabPanels.ts'
import { mergeLive } from '../../shared/liveProps.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { useFormControl } from '../shared/useFormControl.ts'
import { useOptions } from '../shared/useOptions.ts'
import type { Props } from './manifest.ts'
import '../../shared/widget.css'
import '../shared/forms.css'

const WAITING = { value: '' } as const

/**
 * Tabs (headless UI TabGroup: arrow keys move between tabs, the chosen one is announced as selected).
 * Below the strip lies the panel: the widgets placed there are the stage's, which shows those of the tab
 * this view reports at runtime (TAB_SHOWN) and those of the designed tab in the designer.
 */
export default function TabsView({
  props,
  mode,
  live,
  bound,
  services,
  emit,
  write,
  height,
}: DomWidgetProps<Props>) {
  const { t } = useLingui()
  const shown = mergeLive(props, live, WAITING, bound)
  const { options } = useOptions(props, mode, services)
  const control = useFormControl<string>(props, mode, String(shown.value ?? ''))
  const runtime = mode === 'runtime'
  // The designer shows the designed tab (the inspector switches it); an operator's choice lives in the control.
  const current = !runtime || bound.has('value') ? String(shown.value ?? '') : control.value
  const index = Math.max(
    0,
    options.findIndex((option) => option.value === current),
  )
  const shownTab = options[index]?.value ?? current
  useEffect(() => {
    if (runtime) emit(TAB_SHOWN, shownTab)
  }, [runtime, emit, shownTab])
  return (
    <TabGroup
      className="gx-control gx-tabgroup"
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
      {/* Only a frame: the panel's widgets are drawn by the stage, shapes on the canvas below this view. */}
      {height > TAB_STRIP ? <div className="gx-tabpanel" aria-hidden="true" /> : null}
    </TabGroup>
  )
}
