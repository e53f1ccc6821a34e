import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from 'wouter'
import { Button } from '../../ui/Button'
import { GridIcon } from '../../ui/icons'
import type { ScreenProps } from './types'
import '../../styles/shell/notAvailable.css'

/**
 * A route of the spec whose screen belongs to a later version: says so plainly, names the screen and
 * offers a way back. Never a mock-up of the screen.
 */
export function NotAvailableScreen({ route }: ScreenProps) {
  const { i18n } = useLingui()
  const [location, navigate] = useLocation()
  const home = location.startsWith('/design') ? '/design/hellow' : '/hellow'
  const name = route.title ? i18n._(route.title) : location
  return (
    <section className="not-available" data-testid="not-available">
      <div className="not-available__icon">
        <GridIcon size={28} />
      </div>
      <h1 className="not-available__title">{name}</h1>
      <p className="not-available__text">
        <Trans>This screen is not available in this version yet.</Trans>
      </p>
      <p className="not-available__path">
        <code>{location}</code>
      </p>
      <Button variant="primary" onClick={() => navigate(home)}>
        <Trans>Back to the welcome page</Trans>
      </Button>
    </section>
  )
}
