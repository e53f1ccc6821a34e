import { useCallback } from 'react'
import type { HttpResult } from '../common/request'
import { useSavedRecord } from '../common/useSavedRecord'
import { type ConfigKey, type ConfigRecord, readConfigRecord, saveConfigRecord } from './configApi'

function parsed<T>(result: HttpResult<ConfigRecord>, read: (value: unknown) => T) {
  if (!result.ok) return result
  let value: unknown = null
  try {
    value = JSON.parse(result.data.configValue)
  } catch {
    // A value that does not parse (a restored backup may carry anything) reads as the built-in one.
  }
  return {
    ...result,
    data: { value: read(value), version: result.data.version, updatedAt: result.data.updatedAt },
  }
}

/**
 * One configuration record (spec S1 §3: key + configValue JSON) read and saved as a typed value, with
 * the record's version for the 409 check. `read` turns whatever is stored into a complete value.
 */
export function useConfigRecord<T>(key: ConfigKey, read: (value: unknown) => T) {
  const load = useCallback(async () => parsed(await readConfigRecord(key), read), [key, read])
  const store = useCallback(
    async (value: T, version: number) => parsed(await saveConfigRecord(key, value, version), read),
    [key, read],
  )
  return useSavedRecord(load, store)
}
