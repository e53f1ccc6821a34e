import { Trans } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { Button } from '../../ui/Button'
import { loadSessionData, menuState } from '../sessionData'
import { ScreenLoading } from './ScreenLoading'

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
