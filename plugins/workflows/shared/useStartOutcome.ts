import { useLingui } from '@lingui/react/macro'
import type { RuntimeServices } from '../../shared/viewContract.ts'
import type { StartOutcome } from './startFlow.ts'

/** Tells the user how a start ended, as the spec's toasts. */
export function useStartNotice(services: RuntimeServices) {
  const { t } = useLingui()
  return (outcome: StartOutcome, name: string) => {
    const notify = services.data.notify
    switch (outcome.kind) {
      case 'started':
        notify('success', t`${name} started`, t`Request #${outcome.instanceId}`)
        break
      case 'notConfigured':
        notify('error', t`No process chosen`, t`Choose the process to start in the widget's settings.`)
        break
      case 'invalid':
        notify('error', t`Not started`, t`Some fields are not valid; see the messages under them.`)
        break
      case 'noControls':
        notify('error', t`Not started`, t`The form ${outcome.form} has no controls on this page.`)
        break
      case 'failed':
        notify('error', t`Not started`, outcome.message)
        break
    }
  }
}
