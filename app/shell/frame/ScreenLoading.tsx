/**
 * The placeholder of the shell, kept apart from the frame so that screens without the frame (the
 * full-screen runtime) never load the frame's code (its menus and their libraries).
 */
import { Trans } from '@lingui/react/macro'
import { Spinner } from '../../ui/Spinner'
import '../../styles/shell/pending.css'

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
