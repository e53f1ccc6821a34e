import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { DomWidgetProps, StartableFlow } from '../../shared/viewContract.ts'
import { WidgetFrame } from '../../shared/WidgetFrame.tsx'
import { startFlow } from '../shared/startFlow.ts'
import { useStartNotice } from '../shared/useStartOutcome.ts'
import type { Props } from './manifest.ts'
import '../../forms/shared/forms.css'
import './startList.css'

type Entry = { diagramId: number; label: string }

/**
 * The offered processes, each with a start button. At runtime each row asks the server for the process's
 * name and whether it can be started by hand; one that cannot (unpublished, gone, timer or signal start)
 * stays listed with the reason and a disabled button.
 */
export default function StartListView({ props, width, height, mode, services }: DomWidgetProps<Props>) {
  const { t } = useLingui()
  const runtime = mode === 'runtime'
  const notice = useStartNotice(services)
  // A process listed twice is offered once.
  const entries: Entry[] = props.flows.filter(
    (entry, index, all) =>
      entry.diagramId > 0 && all.findIndex((other) => other.diagramId === entry.diagramId) === index,
  )
  const [known, setKnown] = useState<Record<number, StartableFlow | string>>({})
  const [sending, setSending] = useState<number | null>(null)
  const ids = entries.map((entry) => entry.diagramId).join(',')

  useEffect(() => {
    if (!runtime || ids === '') return
    let current = true
    for (const id of ids.split(',').map(Number))
      services.workflow.flow(id).then(
        (flow) => current && setKnown((all) => ({ ...all, [id]: flow })),
        (error: Error) => current && setKnown((all) => ({ ...all, [id]: error.message })),
      )
    return () => {
      current = false
    }
  }, [services, ids, runtime])

  async function start(entry: Entry, name: string) {
    setSending(entry.diagramId)
    const outcome = await startFlow(entry.diagramId, props.submitForm, services, props.resetAfterStart)
    setSending(null)
    notice(outcome, name)
  }

  return (
    <WidgetFrame
      width={width}
      height={height}
      theme={props.theme}
      title={props.title || t`Start a request`}
      className="gx-startlist"
    >
      {entries.length === 0 ? (
        <div className="gx-widget__notice">{t`No processes chosen yet.`}</div>
      ) : (
        <ul className="gx-startlist__list">
          {entries.map((entry) => {
            const info = known[entry.diagramId]
            const flow = typeof info === 'object' ? info : null
            const problem =
              typeof info === 'string'
                ? info
                : flow && !flow.startable
                  ? t`${flow.name} cannot be started by hand.`
                  : null
            const name = entry.label || flow?.name || t`Process ${entry.diagramId}`
            return (
              <li key={entry.diagramId} className="gx-startlist__row">
                <span className="gx-startlist__name">
                  <span>{name}</span>
                  {problem ? <span className="gx-startlist__problem">{problem}</span> : null}
                </span>
                <button
                  type="button"
                  className="gx-button gx-button--primary"
                  data-testid="start-list-button"
                  disabled={!runtime || problem !== null || info === undefined || sending !== null}
                  aria-busy={sending === entry.diagramId || undefined}
                  onClick={() => void start(entry, name)}
                >
                  {t`Start`}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </WidgetFrame>
  )
}
