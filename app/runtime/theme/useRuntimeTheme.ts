import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import type { PageTheme } from '../../../engine/document/persisted'
import { requestJson } from '../../shell/http'
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
  const result = await requestJson<ConfigRecord>('GET', `/api/config/configInfo/${key}`, undefined, {
    suppressNotice: true,
  })
  if (!result.ok) {
    records.delete(key) // the next page asks again
    return {}
  }
  try {
    return JSON.parse(result.data.configValue)
  } catch {
    return {}
  }
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
  const [options, setOptions] = useState<ThemeOptions>(DEFAULT_THEME_OPTIONS)
  const [alarmColours, setAlarmColours] = useState<Record<string, string>>({})
  const [operator, setOperator] = useState<RuntimeTheme | null>(() => storedOperatorTheme(userId))
  useEffect(() => setOperator(storedOperatorTheme(userId)), [userId])
  useEffect(() => {
    let alive = true
    void readRecord('appOption').then((value) => alive && setOptions(readThemeOptions(value)))
    void readRecord('user_widget_alarm_color').then((value) => {
      if (!alive || typeof value !== 'object' || value === null) return
      setAlarmColours(
        Object.fromEntries(Object.entries(value).filter((entry) => typeof entry[1] === 'string')),
      )
    })
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
