import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import type { PageTheme } from '../../../engine/document/persisted'
import { getJson } from '../../shell/earlyRequests'
import { session } from '../../shell/session'
import {
  DEFAULT_THEME_OPTIONS,
  type RuntimeTheme,
  readThemeOptions,
  resolveTheme,
  storedOperatorTheme,
  storeOperatorTheme,
  type ThemeOptions,
} from './runtimeTheme'

interface ConfigRecord {
  configValue: string
}

// Read once per visit: an operator moving between pages does not ask again (a reload reads anew).
const records = new Map<string, Promise<unknown>>()
// The records read already: a page's first render uses them, rather than rendering (a crowded page's
// whole stage) once more when they arrive.
const settled = new Map<string, unknown>()
const readRecord = (key: string): Promise<unknown> => {
  let reading = records.get(key)
  if (!reading) {
    reading = fetchRecord(key)
    records.set(key, reading)
  }
  return reading
}

/** Starts reading the records a runtime page's look needs (a runtime page opened directly). */
export function prefetchRuntimeLook(): void {
  void readRecord('appOption')
  void readRecord('user_widget_alarm_color')
}

/** A signed-in record read (server routes/config/records); '{}' when it cannot be read. */
async function fetchRecord(key: string): Promise<unknown> {
  const result = await getJson<ConfigRecord>(`/api/config/configInfo/${key}`, { suppressNotice: true })
  if (!result.ok) {
    records.delete(key) // the next page asks again
    return {}
  }
  let value: unknown = {}
  try {
    value = JSON.parse(result.data.configValue)
  } catch {
    // An unreadable record is an empty one.
  }
  settled.set(key, value)
  return value
}

/** The alarm colours of a `user_widget_alarm_color` value (priority → CSS colour). */
function alarmColoursOf(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {}
  return Object.fromEntries(Object.entries(value).filter((entry) => typeof entry[1] === 'string'))
}

export interface RuntimeLook {
  theme: RuntimeTheme
  /** Operators may switch the look (the appOption record's operatorTheme). */
  switchable: boolean
  /** Switches the look and remembers it for this user in this browser. */
  switchTo: (theme: RuntimeTheme) => void
  /** The configured alarm priority colours (`user_widget_alarm_color`), priority → CSS colour. */
  alarmColours: Record<string, string>
}

/** The look of a runtime page (see resolveTheme) and the alarm colours its root exposes. */
export function useRuntimeTheme(page: PageTheme, appId: string): RuntimeLook {
  const userId = useSnapshot(session).user?.userId ?? 0
  const [options, setOptions] = useState<ThemeOptions>(() =>
    settled.has('appOption') ? readThemeOptions(settled.get('appOption')) : DEFAULT_THEME_OPTIONS,
  )
  const [alarmColours, setAlarmColours] = useState<Record<string, string>>(() =>
    alarmColoursOf(settled.get('user_widget_alarm_color')),
  )
  const [operator, setOperator] = useState<RuntimeTheme | null>(() => storedOperatorTheme(userId))
  useEffect(() => setOperator(storedOperatorTheme(userId)), [userId])
  useEffect(() => {
    let alive = true
    // Records read before the first render are in the state already.
    if (!settled.has('appOption'))
      void readRecord('appOption').then((value) => alive && setOptions(readThemeOptions(value)))
    if (!settled.has('user_widget_alarm_color')) {
      void readRecord('user_widget_alarm_color').then((value) => {
        if (alive && typeof value === 'object' && value !== null) setAlarmColours(alarmColoursOf(value))
      })
    }
    return () => {
      alive = false
    }
  }, [])
  return {
    theme: resolveTheme(page, appId, options, operator),
    switchable: options.operatorTheme === '1',
    switchTo: (theme) => {
      storeOperatorTheme(userId, theme)
      setOperator(theme)
    },
    alarmColours,
  }
}
