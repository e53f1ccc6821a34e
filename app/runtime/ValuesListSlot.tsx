import { useLingui } from '@lingui/react/macro'
import { type ComponentProps, type ComponentType, useEffect, useState } from 'react'
import { CHUNK_LOAD_TIMEOUT_MS } from '../../engine/rules/display'
import { withTimeout } from '../../engine/timeout'
import type ValuesList from './valuesList/ValuesList'

type Props = ComponentProps<typeof ValuesList>

let loaded: ComponentType<Props> | null = null

const timedOut = () => new Error(`The values list did not load within ${CHUNK_LOAD_TIMEOUT_MS} ms`)

/**
 * The values list, whose code loads when an operator first opens it. If it cannot load (the network, or
 * a server upgraded since the page opened), the panel says so and offers to try again, instead of the
 * error taking the whole running page down.
 */
export function ValuesListSlot(props: Props) {
  const { t } = useLingui()
  const [view, setView] = useState<ComponentType<Props> | null>(() => loaded)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads again
  useEffect(() => {
    if (view) return
    let alive = true
    withTimeout(import('./valuesList/ValuesList'), CHUNK_LOAD_TIMEOUT_MS, timedOut).then(
      (module) => {
        loaded = module.default
        if (alive) setView(() => module.default)
      },
      (error: unknown) => {
        console.error('The values list could not be loaded', error)
        if (alive) setFailed(true)
      },
    )
    return () => {
      alive = false
    }
  }, [view, attempt])

  if (view) {
    const Loaded = view
    return <Loaded {...props} />
  }
  if (!failed) return null
  return (
    <aside className="runtime__list-failed" aria-label={t`Values on this page`}>
      <p role="alert">{t`The values list could not be loaded.`}</p>
      <button
        type="button"
        className="runtime__values-toggle"
        onClick={() => {
          setFailed(false)
          setAttempt((n) => n + 1)
        }}
      >
        {t`Try again`}
      </button>
      <button type="button" className="runtime__values-toggle" onClick={props.onClose}>
        {t`Close`}
      </button>
    </aside>
  )
}
