import { useEffect, useState } from 'react'
import type { ObjectInstance, RuntimeServices } from '../../shared/viewContract.ts'

/** The instances of `template` with `keys` (none when the template is '' or not at runtime). */
export function useEventInstances(
  services: RuntimeServices,
  template: string,
  keys: string[],
  active: boolean,
) {
  const [instances, setInstances] = useState<ObjectInstance[]>([])
  const [failed, setFailed] = useState(false)
  const keyText = keys.join('\n')
  useEffect(() => {
    if (!active || template.trim() === '') {
      setInstances([])
      return
    }
    let cancelled = false
    setFailed(false)
    services.objects.query({ template: template.trim(), keys: keyText.split('\n').filter(Boolean) }).then(
      (found) => {
        if (!cancelled) setInstances(found)
      },
      () => {
        if (!cancelled) setFailed(true)
      },
    )
    return () => {
      cancelled = true
    }
  }, [services, template, keyText, active])
  return { instances, failed }
}
