import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import type { ReactNode } from 'react'
import '../styles/ui/layout.css'

/** One tab: its id, its label and what it shows. */
export interface TabItem {
  id: string
  label: ReactNode
  content: ReactNode
}

interface Props {
  tabs: readonly TabItem[]
  /** The id of the selected tab (controlled); omit to let the tabs keep their own state. */
  selected?: string
  onChange?: (id: string) => void
  /** Accessible name of the tab list. */
  label?: string
  variant?: 'line' | 'segmented'
}

/** Tabs (headlessui TabGroup): arrow keys move between tabs, each panel is labelled by its tab. */
export function Tabs({ tabs, selected, onChange, label, variant = 'line' }: Props) {
  const index =
    selected === undefined
      ? undefined
      : Math.max(
          0,
          tabs.findIndex((tab) => tab.id === selected),
        )
  return (
    <TabGroup
      selectedIndex={index}
      onChange={(next) => {
        const tab = tabs[next]
        if (tab) onChange?.(tab.id)
      }}
      className={`tabs tabs--${variant}`}
    >
      <TabList className="tabs__list" aria-label={label}>
        {tabs.map((tab) => (
          <Tab key={tab.id} className="tabs__tab" data-tab-id={tab.id}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="tabs__panels">
        {tabs.map((tab) => (
          <TabPanel key={tab.id} className="tabs__panel" unmount={false}>
            {tab.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  )
}
