import { useEffect, useState } from 'react'
import { requestJson } from '../../shell/http'
import type { SelectOption } from '../../ui'

const NUMERIC = ['int', 'long', 'float', 'double', 'bool']

/** Object names for a picker (the first 200 by name), loaded once. */
export function useObjectNames(): string[] {
  const [names, setNames] = useState<string[]>([])
  useEffect(() => {
    let alive = true
    void requestJson<{ list: { name: string }[] }>('GET', '/api/objectselector/instances', undefined, {
      query: { page: 1, per_page: 200 },
    }).then((result) => {
      if (alive && result.ok) setNames(result.data.list.map((item) => item.name))
    })
    return () => {
      alive = false
    }
  }, [])
  return names
}

/** The numeric properties of one object as `objName.propName` choices (`types` narrows them). */
export function useNumericProperties(
  objName: string,
  types: readonly string[] = NUMERIC,
): SelectOption<string>[] {
  const [options, setOptions] = useState<SelectOption<string>[]>([])
  const typeKey = types.join(',')
  useEffect(() => {
    if (!objName) {
      setOptions([])
      return
    }
    let alive = true
    const allowed = typeKey.split(',')
    void requestJson<{ items: { propertyName: string; kind: string; type: string }[] }>(
      'GET',
      `/api/objectselector/instance/${encodeURIComponent(objName)}`,
    ).then((result) => {
      if (!alive || !result.ok) return
      setOptions(
        result.data.items
          .filter((item) => item.kind === 'property' && allowed.includes(item.type))
          .map((item) => ({
            value: `${objName}.${item.propertyName}`,
            label: `${objName}.${item.propertyName}`,
          })),
      )
    })
    return () => {
      alive = false
    }
  }, [objName, typeKey])
  return options
}
