import ExcelJS from 'exceljs'
import type { AlarmRecord } from '../../alarms/types.ts'
import { DEFAULT_LANGUAGE, type Language } from '../../http/language.ts'

/**
 * The alarm history as a file (spec S1 §9: "Export extension xls or csv; time format YYYY-MM-DD
 * HH:mm:ss"). Headings are in the language the app asked for: a download link cannot send the app's
 * language header, so the view passes it in the address.
 */

const HEADINGS: Record<Language, string[]> = {
  'en-us': [
    'Alarm time',
    'Priority',
    'Object',
    'Property',
    'Alarm',
    'Value',
    'Limit',
    'State',
    'Acknowledged',
    'Acknowledged by',
    'Acknowledged at',
    'Cleared at',
  ],
  'zh-cn': [
    '报警时间',
    '优先级',
    '对象',
    '属性',
    '报警',
    '值',
    '限值',
    '状态',
    '已确认',
    '确认人',
    '确认时间',
    '解除时间',
  ],
}

const WORDS: Record<Language, { active: string; cleared: string; yes: string; no: string }> = {
  'en-us': { active: 'Active', cleared: 'Cleared', yes: 'Yes', no: 'No' },
  'zh-cn': { active: '活动', cleared: '已解除', yes: '是', no: '否' },
}

const ALERT_SIGNS: Record<string, string> = { gt: '>', ge: '≥', lt: '<', le: '≤' }

const pad = (n: number) => String(n).padStart(2, '0')

/** `YYYY-MM-DD HH:mm:ss` in the server's time zone (the plant's clock); '' for no time. */
export function exportTime(iso: string | null): string {
  if (!iso) return ''
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
}

/** One export row per alarm, in the headings' order. */
export function exportRows(alarms: readonly AlarmRecord[], language: Language = DEFAULT_LANGUAGE) {
  const words = WORDS[language]
  return alarms.map((alarm) => [
    exportTime(alarm.alarmTime),
    alarm.priority,
    alarm.objName,
    alarm.propName,
    alarm.showName || alarm.limitName,
    alarm.value ?? '',
    `${ALERT_SIGNS[alarm.alertType] ?? alarm.alertType} ${alarm.limitValue}`,
    alarm.isRemove ? words.cleared : words.active,
    alarm.isConfirm ? words.yes : words.no,
    alarm.confirmPerson,
    exportTime(alarm.confirmTime),
    exportTime(alarm.removeTime),
  ])
}

/** A CSV cell: quoted when it holds a separator, a quote or a line break; formulas defused. */
function csvCell(value: string | number): string {
  let text = String(value)
  // A spreadsheet would run a cell starting with = + - @ as a formula (CSV injection).
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** The CSV text, with a byte-order mark so spreadsheets read Chinese text as UTF-8. */
export function historyCsv(alarms: readonly AlarmRecord[], language: Language): string {
  const lines = [HEADINGS[language], ...exportRows(alarms, language)].map((row) => row.map(csvCell).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

/** The workbook (Office Open XML, which every spreadsheet that opens .xls files opens). */
export async function historyWorkbook(alarms: readonly AlarmRecord[], language: Language): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet(language === 'zh-cn' ? '历史报警' : 'Alarm history')
  sheet.addRow(HEADINGS[language]).font = { bold: true }
  for (const row of exportRows(alarms, language)) sheet.addRow(row)
  sheet.columns.forEach((column, index) => {
    column.width = index === 0 || index === 10 || index === 11 ? 20 : 14
  })
  sheet.views = [{ state: 'frozen', ySplit: 1 }]
  return Buffer.from(await book.xlsx.writeBuffer())
}
