import type { Language } from '../http/language.ts'
import type { Channel, NotifyEvent, Template, Templates } from './types.ts'

/**
 * Built-in templates: used when a type has none of its own for a channel and language. They are data
 * (an administrator edits them per type), not interface text, so they are kept here in both languages.
 */
const BUILT_IN: Record<NotifyEvent, Record<Language, Template>> = {
  'alarm.raised': {
    'en-us': {
      title: 'Alarm: {object}.{property} {limit}',
      content: '{object}.{property} is {value} (limit {limitValue}), priority {priority}, at {time}. {link}',
    },
    'zh-cn': {
      title: '报警：{object}.{property} {limit}',
      content:
        '{object}.{property} 当前值 {value}（限值 {limitValue}），优先级 {priority}，时间 {time}。{link}',
    },
  },
  'alarm.cleared': {
    'en-us': { title: 'Alarm cleared: {object}.{property} {limit}', content: 'Back to {value} at {time}.' },
    'zh-cn': { title: '报警解除：{object}.{property} {limit}', content: '于 {time} 恢复为 {value}。' },
  },
  'alarm.unacknowledged': {
    'en-us': {
      title: 'Not acknowledged: {object}.{property} {limit}',
      content:
        'The alarm raised at {time} (value {value}, priority {priority}) is still not acknowledged. {link}',
    },
    'zh-cn': {
      title: '报警未确认：{object}.{property} {limit}',
      content: '{time} 发生的报警（值 {value}，优先级 {priority}）仍未确认。{link}',
    },
  },
  'todo.assigned': {
    'en-us': { title: 'New to-do: {task}', content: '{task} was assigned to you at {time}. {link}' },
    'zh-cn': { title: '新待办：{task}', content: '{time} 分配给您的待办：{task}。{link}' },
  },
  'todo.overdue': {
    'en-us': { title: 'To-do overdue: {task}', content: '{task} was due at {due}. {link}' },
    'zh-cn': { title: '待办已超期：{task}', content: '{task} 应于 {due} 完成。{link}' },
  },
  'todo.delegated': {
    'en-us': {
      title: 'To-do delegated to you: {task}',
      content: '{from} delegated {task} to you at {time}. Reason: {reason} {link}',
    },
    'zh-cn': {
      title: '委托给您的待办：{task}',
      content: '{from} 于 {time} 将 {task} 委托给您。原因：{reason} {link}',
    },
  },
  'backup.finished': {
    'en-us': { title: 'Backup finished', content: 'The backup {file} was written at {time}.' },
    'zh-cn': { title: '备份完成', content: '备份 {file} 已于 {time} 完成。' },
  },
  'backup.failed': {
    'en-us': { title: 'Backup failed', content: 'The backup failed at {time}: {error}' },
    'zh-cn': { title: '备份失败', content: '备份于 {time} 失败：{error}' },
  },
  'transfer.finished': {
    'en-us': { title: 'Import/export finished', content: '{task} finished at {time}.' },
    'zh-cn': { title: '导入/导出完成', content: '{task} 已于 {time} 完成。' },
  },
  'report.generated': {
    'en-us': {
      title: 'Report {report}',
      content: 'The report {report} was generated at {time} ({rows} rows, {format}). {link}',
    },
    'zh-cn': {
      title: '报表：{report}',
      content: '报表 {report} 已于 {time} 生成（{rows} 行，{format}）。{link}',
    },
  },
  'password.expiring': {
    'en-us': { title: 'Your password expires soon', content: 'Your password expires on {due}.' },
    'zh-cn': { title: '密码即将过期', content: '您的密码将于 {due} 过期。' },
  },
}

/** The template of a type for a channel and language: its own, its en-us one, else the built-in. */
export function templateFor(
  templates: Templates,
  event: NotifyEvent,
  channel: Channel,
  language: Language,
): Template {
  const own = templates[channel]?.[language] ?? templates.site?.[language]
  if (own && (own.title || own.content)) return own
  return BUILT_IN[event][language]
}

/** The built-in template of an event (the type editor shows it as the default). */
export function builtInTemplate(event: NotifyEvent, language: Language): Template {
  return BUILT_IN[event][language]
}

/** Replaces `{name}` placeholders with the values; unknown ones stay as they are, so a typo shows. */
export function render(text: string, data: Record<string, string | number | null>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = data[name]
    return value === undefined ? whole : value === null ? '' : String(value)
  })
}
