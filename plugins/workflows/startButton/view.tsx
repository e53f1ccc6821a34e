import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { startFlow } from '../shared/startFlow.ts'
import { useStartNotice } from '../shared/useStartOutcome.ts'
import type { Props } from './manifest.ts'
import '../../shared/widget.css'
import '../../forms/shared/forms.css'

/**
 * The button: at runtime it starts its process (after the confirmation, when one is set) with its form's
 * values; disabled while starting, and when the process cannot be started by a user (not published,
 * or it starts only on a timer or signal), which its tooltip says.
 */
export default function StartButtonView({ props, mode, services }: DomWidgetProps<Props>) {
  const { t } = useLingui()
  const runtime = mode === 'runtime'
  const notice = useStartNotice(services)
  const [sending, setSending] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [flow, setFlow] = useState<{ name: string; startable: boolean } | null>(null)
  const [unavailable, setUnavailable] = useState<string | undefined>(undefined)

  useEffect(() => {
    if (!runtime || props.diagramId < 1) return
    let current = true
    services.workflow.flow(props.diagramId).then(
      (entry) => {
        if (!current) return
        setFlow(entry)
        setUnavailable(entry.startable ? undefined : t`${entry.name} cannot be started by hand.`)
      },
      (error: Error) => current && setUnavailable(error.message),
    )
    return () => {
      current = false
    }
  }, [services, props.diagramId, runtime, t])

  async function run() {
    setSending(true)
    const outcome = await startFlow(props.diagramId, props.submitForm, services, props.resetAfterStart)
    setSending(false)
    notice(outcome, flow?.name || props.text)
  }

  return (
    <div className="gx-control">
      <button
        type="button"
        className="gx-button gx-push gx-button--primary"
        data-testid="start-workflow"
        disabled={sending || (runtime && unavailable !== undefined)}
        aria-busy={sending || undefined}
        title={unavailable}
        tabIndex={runtime ? undefined : -1}
        onClick={() => {
          if (!runtime) return
          if (props.confirmText.trim() !== '') setConfirming(true)
          else void run()
        }}
      >
        {props.text}
      </button>
      <ConfirmDialog
        open={confirming}
        title={props.confirmText}
        confirmLabel={props.text || t`Start`}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          void run()
        }}
      />
    </div>
  )
}
