import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useSnapshot } from 'valtio'
import { maintenanceState } from '../../../shell/maintenance'
import { readRestoreStatus } from './configApi'
import { PHASE_MESSAGES, progressPercent, restorePhase } from './restoreProgress'

/** How often the progress line reads the (always open) status call; the shell itself polls every 5 s. */
const PROGRESS_POLL_MS = 1000

interface Props {
  filename: string
}

/**
 * The progress of a restore this screen started, shown under the shell's maintenance overlay box while
 * the overlay is up (every other call answers 425 meanwhile). The shell ends it: it polls the status,
 * clears the overlay and reloads the page when the restore is over.
 */
export function RestoreProgress({ filename }: Props) {
  const { i18n } = useLingui()
  const { active } = useSnapshot(maintenanceState)
  const [state, setState] = useState<{ status: number; progress: number } | null>(null)

  useEffect(() => {
    let current = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = async () => {
      // The status call stays open during maintenance, so it never meets the 425 itself.
      const answer = await readRestoreStatus()
      if (!current) return
      if (answer.ok) setState(answer.data)
      timer = setTimeout(() => void tick(), PROGRESS_POLL_MS)
    }
    void tick()
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [])

  if (!active) return null
  const phase = restorePhase(state?.status ?? 1)
  const percent = progressPercent(state?.progress)
  return createPortal(
    <div className="restore-progress" role="status" data-testid="restore-progress">
      <p className="restore-progress__file">
        <Trans>Restoring {filename}</Trans>
      </p>
      <div className="restore-progress__bar" aria-hidden="true">
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="restore-progress__phase">
        {i18n._(PHASE_MESSAGES[phase])} · {percent} %
      </p>
    </div>,
    document.body,
  )
}
