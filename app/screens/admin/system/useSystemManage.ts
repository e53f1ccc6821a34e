import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { session } from '../../../shell/session'
import { call } from '../common/request'

/** Whether the signed-in user holds `system-info-manage`: not known yet, yes or no. */
export type ManageAccess = 'unknown' | 'granted' | 'denied'

// The resource tree the app receives lists a folder whenever one of its pages is granted, so it cannot
// tell whether the folder itself is held. The server can: one cheap call that needs it, once a session.
const known = new Map<string, ManageAccess>()

/**
 * Asks the server whether the user may manage the system (backup, restore, settings) by listing one
 * backup, which needs exactly that resource. The answer is kept for the session.
 */
export function useSystemManage(): ManageAccess {
  const { ticket, authority } = useSnapshot(session)
  // The administrator holds every resource.
  if (authority === 'admin') known.set(ticket, 'granted')
  const [access, setAccess] = useState<ManageAccess>(() => known.get(ticket) ?? 'unknown')
  useEffect(() => {
    const cached = known.get(ticket)
    if (cached) {
      setAccess(cached)
      return
    }
    let current = true
    void call('GET', '/api/config/backups', undefined, {
      failure: 'screen',
      query: { pageIndex: 1, pageSize: 1 },
    }).then((result) => {
      // Anything but a refusal (a network failure, maintenance) leaves the question open.
      const answer: ManageAccess = result.ok ? 'granted' : result.status === 403 ? 'denied' : 'unknown'
      if (answer !== 'unknown') known.set(ticket, answer)
      if (current) setAccess(answer)
    })
    return () => {
      current = false
    }
  }, [ticket])
  return access
}
