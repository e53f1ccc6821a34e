import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { MESSAGES } from '../../../engine/rules/responses'
import { ExceptionPage } from './ExceptionPage'

/** The 403 page: the user may not open this path (spec S0 §2 authorised-path check). */
export function ForbiddenPage() {
  const { i18n } = useLingui()
  return (
    <ExceptionPage code="403" title={<Trans>Access denied</Trans>} description={i18n._(MESSAGES.page403)} />
  )
}
