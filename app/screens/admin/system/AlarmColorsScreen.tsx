import { Trans, useLingui } from '@lingui/react/macro'
import { Button, FormSection, IconButton, icons } from '../../../ui'
import { CONFIG_KEYS } from './configApi'
import { SettingsForm } from './SettingsForm'
import { SystemLayout } from './SystemLayout'
import {
  colorInputValue,
  nextPriority,
  type PriorityColor,
  priorityProblems,
  priorityRecord,
  priorityRows,
} from './settingsRules'
import { useConfigRecord } from './useConfigRecord'
import { useSettingsDraft } from './useSettingsDraft'

const readColors = (value: unknown): Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).map(([key, color]) => [key, String(color)]))
    : {}

/** Alarm colour setup (spec S1 §3 `user_widget_alarm_color`): the colour of each alarm priority. */
export default function AlarmColorsScreen() {
  const { t, i18n } = useLingui()
  const record = useConfigRecord(CONFIG_KEYS.alarmColors, readColors)
  const form = useSettingsDraft(record, {
    toDraft: (value: Record<string, string>) => ({ rows: priorityRows(value) }),
    fromDraft: (draft) => priorityRecord(draft.rows),
    problems: (draft) => {
      const [first] = priorityProblems(draft.rows).values()
      return first ? { rows: first.priority ?? first.color } : {}
    },
  })
  const rows = form.draft?.rows ?? []
  // Shown after a save was refused, until the next edit.
  const problems = form.errors.rows ? priorityProblems(rows) : new Map()
  const setRows = (next: PriorityColor[]) => form.change('rows', next)
  const update = (index: number, patch: Partial<PriorityColor>) =>
    setRows(rows.map((row, other) => (other === index ? { ...row, ...patch } : row)))

  return (
    <SystemLayout
      current="alarmColors"
      testId="alarm-colors-screen"
      description={<Trans>The colour of each alarm priority in the alarm views and widgets.</Trans>}
    >
      <SettingsForm
        record={record}
        stale={form.stale}
        saving={form.saving}
        onSave={() => void form.save()}
        onReset={form.reset}
        saveTestId="alarm-colors-save"
      >
        <FormSection
          title={<Trans>Priorities</Trans>}
          description={
            <Trans>
              Priority 1 is the most urgent. Colours are CSS colours: #rrggbb, rgb(), hsl() or a name.
            </Trans>
          }
          actions={
            <Button
              size="sm"
              icon={<icons.PlusIcon size={14} />}
              onClick={() => setRows([...rows, { priority: nextPriority(rows), color: '#8c8c8c' }])}
            >
              <Trans>Add priority</Trans>
            </Button>
          }
        >
          <table className="color-table">
            <thead>
              <tr>
                <th scope="col">{t`Priority`}</th>
                <th scope="col">{t`Colour`}</th>
                <th scope="col">{t`Preview`}</th>
                <th scope="col">
                  <span className="visually-hidden">{t`Actions`}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const problem = problems.get(index)
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, priorities change as typed
                  <tr key={index}>
                    <td>
                      <input
                        className="field__input color-table__priority"
                        value={row.priority}
                        aria-label={t`Priority of row ${index + 1}`}
                        aria-invalid={problem?.priority ? true : undefined}
                        onChange={(event) => update(index, { priority: event.target.value })}
                      />
                      {problem?.priority ? <p className="field__error">{i18n._(problem.priority)}</p> : null}
                    </td>
                    <td>
                      <div className="color-table__color">
                        <input
                          type="color"
                          className="color-table__swatch"
                          value={colorInputValue(row.color)}
                          aria-label={t`Pick the colour of priority ${row.priority}`}
                          onChange={(event) => update(index, { color: event.target.value })}
                        />
                        <input
                          className="field__input"
                          value={row.color}
                          aria-label={t`Colour of priority ${row.priority}`}
                          aria-invalid={problem?.color ? true : undefined}
                          spellCheck={false}
                          onChange={(event) => update(index, { color: event.target.value })}
                        />
                      </div>
                      {problem?.color ? <p className="field__error">{i18n._(problem.color)}</p> : null}
                    </td>
                    <td>
                      <span className="alarm-sample" style={{ borderColor: row.color, color: row.color }}>
                        <span className="alarm-sample__dot" style={{ background: row.color }} />
                        {t`Priority ${row.priority} alarm`}
                      </span>
                    </td>
                    <td className="color-table__actions">
                      <IconButton
                        label={t`Remove priority ${row.priority}`}
                        onClick={() => setRows(rows.filter((_, other) => other !== index))}
                      >
                        <icons.TrashIcon size={15} />
                      </IconButton>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </FormSection>
      </SettingsForm>
    </SystemLayout>
  )
}
