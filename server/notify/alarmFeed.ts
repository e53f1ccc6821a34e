import type { AlarmAction, AlarmRecord } from '../alarms/types.ts'
import { localTime } from './enqueue.ts'
import type { NotifyRequest } from './types.ts'

/**
 * The notification request of an alarm event: raised and cleared notify (acknowledgements only stop
 * escalations, which look at the alarm when due). An alarm without an id was never stored: skipped.
 */
export function alarmRequest(
  action: AlarmAction,
  alarm: AlarmRecord,
  publicUrl: string,
): NotifyRequest | null {
  if (alarm.id <= 0 || action === 'acknowledged') return null
  const event = action === 'raised' ? 'alarm.raised' : 'alarm.cleared'
  return {
    event,
    key: `alarm:${alarm.id}:${action}`,
    alarmId: alarm.id,
    priority: alarm.priority,
    objName: alarm.objName,
    data: {
      object: alarm.objName,
      property: alarm.propName,
      limit: alarm.showName || alarm.limitName,
      limitValue: alarm.limitValue,
      value: action === 'cleared' ? (alarm.removeValue ?? alarm.value) : alarm.value,
      priority: alarm.priority,
      time: localTime(action === 'cleared' ? (alarm.removeTime ?? alarm.alarmTime) : alarm.alarmTime),
      link: `${publicUrl}/#/hellow`,
    },
  }
}
