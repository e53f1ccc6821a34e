import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { AlarmLimitReview, Select, TextField, useAlarmLimitReview } from '../app/ui'
import type { AlertType } from '../engine/rules/alarmLimits'

const meta = { title: 'UI kit/Alarm limit review', parameters: { layout: 'padded' } } satisfies Meta

export default meta

type Story = StoryObj<typeof meta>

interface Row {
  name: string
  alertType: AlertType
  limitValue: string
}

const TYPES: AlertType[] = ['gt', 'ge', 'lt', 'le']

/** Limits as an editor holds them while the user types: the review updates with every key. */
function TypingLimits() {
  const [rows, setRows] = useState<Row[]>([
    { name: 'Hi', alertType: 'gt', limitValue: '80' },
    { name: 'HiHi', alertType: 'gt', limitValue: '95' },
    { name: 'Hi2', alertType: 'gt', limitValue: '80' },
    { name: 'Lo', alertType: 'lt', limitValue: 'abc' },
  ])
  const entries = rows.map((row) => ({ ...row, showName: row.name, enabled: true }))
  const { kept, dropped } = useAlarmLimitReview(entries)
  const change = (index: number, patch: Partial<Row>) =>
    setRows((list) => list.map((row, i) => (i === index ? { ...row, ...patch } : row)))
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 560 }}>
      {rows.map((row, index) => (
        <div key={row.name} style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
          <Select
            id={`type-${row.name}`}
            label={row.name}
            value={row.alertType}
            options={TYPES.map((type) => ({ value: type, label: type }))}
            onChange={(value) => change(index, { alertType: value as AlertType })}
          />
          <TextField
            id={`value-${row.name}`}
            label={`${row.name} (${row.alertType})`}
            value={row.limitValue}
            onChange={(value) => change(index, { limitValue: value })}
          />
        </div>
      ))}
      <AlarmLimitReview dropped={dropped} />
      {/* What an editor would save: the kept limits, as data. */}
      <code data-testid="kept-limits">
        {kept.map((limit) => `${limit.name} ${limit.alertType} ${limit.limitValue}`).join(', ')}
      </code>
    </div>
  )
}

export const WhileTyping: Story = { render: () => <TypingLimits /> }
