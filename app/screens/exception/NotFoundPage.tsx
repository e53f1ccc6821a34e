import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { MESSAGES } from '../../../engine/rules/responses'
import { ExceptionPage } from './ExceptionPage'

/** The 404 page: the address matches no screen. */
export function NotFoundPage() {
  const { i18n } = useLingui()
  return (
    <ExceptionPage code="404" title={<Trans>Page not found</Trans>} description={i18n._(MESSAGES.page404)} />
  )
}
