import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { useSnapshot } from 'valtio'
import type { AlarmRow } from '../../../plugins/shared/viewContract'
import { session } from '../../shell/session'
import { Spinner } from '../../ui/Spinner'
import { LiveBindings } from '../live/liveBindings'
import { liveHub } from '../live/liveHub'
import { FaceplateTrend } from './FaceplateTrend'
import { type FaceplateProperty, instancePropertyList } from './faceplateApi'
import { SetpointField } from './SetpointField'
import './faceplate.css'

/** The one pseudo widget whose bindings are the instance's properties. */
const FACEPLATE = 'faceplate'
const NUMERIC = new Set(['int', 'long', 'float', 'double'])

/**
 * The faceplate generated from an instance's template: every property's live value (with its unit), the
 * instance's active alarms, a setpoint field for each writable property (disabled, saying why, without
 * the right to operate) and a trend of one numeric property.
 */
export function Faceplate({ instance, templateName }: { instance: string; templateName: string }) {
  const { t } = useLingui()
  const hub = useMemo(() => liveHub(), [])
  const [properties, setProperties] = useState<FaceplateProperty[] | null>(null)
  const [error, setError] = useState('')
  useEffect(() => {
    let alive = true
    void instancePropertyList(instance).then((result) => {
      if (!alive) return
      if (typeof result === 'string') setError(result)
      else setProperties(result)
    })
    return () => {
      alive = false
    }
  }, [instance])

  // The instance's properties are followed like a page's bindings, on the session's one socket.
  const bindings = useMemo(() => {
    const all = Object.fromEntries(
      (properties ?? []).map((p) => [p.name, { objName: instance, propName: p.name }]),
    )
    return new LiveBindings([{ id: FACEPLATE, bindings: all }])
  }, [properties, instance])
  useEffect(() => hub.attach(bindings), [hub, bindings])
  const live = useSyncExternalStore(
    (listener) => bindings.subscribe(FACEPLATE, listener),
    () => bindings.get(FACEPLATE),
  )

  const alarms = useInstanceAlarms(hub.services.alarms, instance)
  const mayOperate = useSnapshot(session).user?.mayOperate ?? false
  const numeric = (properties ?? []).filter((p) => NUMERIC.has(p.type))
  const [trended, setTrended] = useState('')
  const trendProp = numeric.find((p) => p.name === trended) ?? numeric[0]

  if (error) return <p className="faceplate__error">{error}</p>
  if (!properties) return <Spinner size={20} label={t`Loading…`} />
  return (
    <div className="faceplate" data-testid="faceplate" data-instance={instance}>
      <p className="faceplate__template">{templateName ? t`Template ${templateName}` : null}</p>
      <section aria-label={t`Values`}>
        <table className="faceplate__values">
          <tbody>
            {properties.map((p) => {
              const value = live[p.name]
              return (
                <tr key={p.name} data-prop={p.name} data-quality={value?.quality ?? 'waiting'}>
                  <th scope="row" title={p.name}>
                    {p.showName || p.name}
                  </th>
                  <td className="faceplate__value" data-testid={`faceplate-value-${p.name}`}>
                    {value ? `${shown(value.value)}${p.unit ? ` ${p.unit}` : ''}` : '…'}
                  </td>
                  <td>
                    {p.writable ? (
                      <SetpointField
                        instance={instance}
                        property={p}
                        current={value?.value}
                        services={hub.services}
                        denied={mayOperate ? '' : t`You may watch the plant but not operate it`}
                      />
                    ) : null}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </section>
      <section aria-label={t`Active alarms`}>
        <h4 className="faceplate__heading">{t`Active alarms`}</h4>
        {alarms.length === 0 ? (
          <p className="faceplate__none">{t`No active alarm`}</p>
        ) : (
          <ul className="faceplate__alarms" data-testid="faceplate-alarms">
            {alarms.map((alarm) => (
              <li key={alarm.id} style={{ borderLeftColor: alarm.colour || undefined }}>
                <span>{alarm.showName || alarm.propName}</span>
                <span>{shown(alarm.value)}</span>
                <span>{new Date(alarm.time).toLocaleTimeString()}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {trendProp ? (
        <section aria-label={t`Trend`}>
          <h4 className="faceplate__heading">
            {t`Trend`}{' '}
            <select
              className="faceplate__trend-prop"
              aria-label={t`Trended property`}
              value={trendProp.name}
              onChange={(event) => setTrended(event.target.value)}
            >
              {numeric.map((p) => (
                <option key={p.name} value={p.name}>
                  {p.showName || p.name}
                </option>
              ))}
            </select>
          </h4>
          <FaceplateTrend
            key={trendProp.name}
            instance={instance}
            property={trendProp}
            live={live[trendProp.name]}
            services={hub.services}
          />
        </section>
      ) : null}
    </div>
  )
}

function shown(value: unknown): string {
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(2)
  if (value === null || value === undefined) return '—'
  return String(value)
}

/** The instance's active alarms, fetched again on every alarm change the socket reports. */
function useInstanceAlarms(
  alarms: {
    current(query: { objNames?: string[] }): Promise<AlarmRow[]>
    subscribe(l: () => void): () => void
  },
  instance: string,
): AlarmRow[] {
  const [rows, setRows] = useState<AlarmRow[]>([])
  useEffect(() => {
    let alive = true
    const load = () =>
      alarms
        .current({ objNames: [instance] })
        .then((list) => {
          if (alive) setRows(list)
        })
        .catch(() => {})
    load()
    const stop = alarms.subscribe(load)
    return () => {
      alive = false
      stop()
    }
  }, [alarms, instance])
  return rows
}
