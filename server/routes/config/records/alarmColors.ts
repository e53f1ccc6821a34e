import type { MessageDescriptor } from '../../../../engine/messages.ts'
import { isColor } from '../../../../engine/rules/colors.ts'

/**
 * `user_widget_alarm_color`: the colour of each alarm priority in the alarm widgets (spec S1 §3 "Alarm:
 * priority (with a colour)"), as { "<priority>": "<CSS colour>" }. The spec gives no values: these
 * defaults run from red for the most urgent to grey.
 */
export const ALARM_COLOR_DEFAULT: Record<string, string> = {
  '1': '#f5222d',
  '2': '#fa8c16',
  '3': '#fadb14',
  '4': '#1677ff',
  '5': '#8c8c8c',
}

const MESSAGES = {
  notObject: {
    id: 'config.alarmColor.notObject',
    message: 'Alarm colours must be a JSON object of priority to colour',
  },
  priority: {
    id: 'config.alarmColor.priority',
    message: 'An alarm priority must be 1 to 50 characters',
  },
  color: {
    id: 'config.alarmColor.color',
    message: 'The colour of priority {priority} is not a valid colour',
  },
} satisfies Record<string, MessageDescriptor>

export function checkAlarmColors(value: unknown): MessageDescriptor[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [MESSAGES.notObject]
  const problems: MessageDescriptor[] = []
  for (const [priority, color] of Object.entries(value)) {
    if (priority.trim() === '' || priority.length > 50) problems.push(MESSAGES.priority)
    else if (!isColor(color)) problems.push({ ...MESSAGES.color, values: { priority } })
  }
  return problems
}
