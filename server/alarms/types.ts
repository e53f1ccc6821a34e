import type { Selectable } from 'kysely'
import type { AlertType } from '../../engine/rules/alarmLimits.ts'
import type { AlarmsTable } from './tables.ts'

/**
 * An alarm as the API and the WebSocket show it (spec S1 §3 "Alarm": alarm time, confirm person, confirm
 * time, priority with a colour, isConfirm, isRemove), plus what tripped it.
 */
export interface AlarmRecord {
  id: number
  objName: string
  propName: string
  /** The alarm limit's name and display name. */
  limitName: string
  showName: string
  alertType: AlertType
  limitValue: number
  /** The value that tripped the limit (booleans as 1/0). */
  value: number | null
  /** 1 is the most urgent. */
  priority: number
  /** The limit's colour, else the configured colour of its priority (`user_widget_alarm_color`). */
  color: string
  alarmTime: string
  isConfirm: boolean
  confirmUserId: number | null
  confirmPerson: string
  confirmTime: string | null
  isRemove: boolean
  removeTime: string | null
  removeValue: number | null
}

/** What the alarm engine publishes through `hub.publishAlarm`: the alarm after the change. */
export type AlarmAction = 'raised' | 'acknowledged' | 'cleared'

export function recordOf(row: Selectable<AlarmsTable>): AlarmRecord {
  return {
    id: row.alarmId,
    objName: row.objName,
    propName: row.propName,
    limitName: row.limitName,
    showName: row.showName,
    alertType: row.alertType as AlertType,
    limitValue: Number(row.limitValue),
    value: row.value === null ? null : Number(row.value),
    priority: row.priority,
    color: row.color,
    alarmTime: row.alarmTime,
    isConfirm: row.isConfirm === 1,
    confirmUserId: row.confirmUserId,
    confirmPerson: row.confirmPerson,
    confirmTime: row.confirmTime,
    isRemove: row.isRemove === 1,
    removeTime: row.removeTime,
    removeValue: row.removeValue === null ? null : Number(row.removeValue),
  }
}
