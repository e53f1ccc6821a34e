import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { MESSAGES } from '../../../engine/rules/responses'
import { ExceptionPage } from './ExceptionPage'

/** The 500 page: the server reported an error. */
export function ServerErrorPage() {
  const { i18n } = useLingui()
  return (
    <ExceptionPage code="500" title={<Trans>Server error</Trans>} description={i18n._(MESSAGES.page500)} />
  )
}
