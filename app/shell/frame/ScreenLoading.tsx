/**
 * The placeholders of the shell, kept apart from the frame so that screens without the frame (the
 * full-screen runtime) never load the frame's code (its menus and their libraries).
 */
import { Trans } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { Button } from '../../ui/Button'
import { Spinner } from '../../ui/Spinner'
import { loadSessionData, menuState } from '../sessionData'
import '../../styles/shell/pending.css'

/** Shown in the frame while the menus load for the first time, or when they could not be loaded. */
export function MenusPending() {
  const { status } = useSnapshot(menuState)
  if (status === 'failed') {
    return (
      <div className="shell__pending" role="alert">
        <p>
          <Trans>The menus could not be loaded.</Trans>
        </p>
        <Button variant="primary" onClick={() => void loadSessionData()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    )
  }
  return <ScreenLoading />
}

/** The placeholder while a screen's code or data loads. */
export function ScreenLoading() {
  return (
    <div className="shell__pending" aria-busy="true">
      <Spinner size={24} />
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
    </div>
  )
}
