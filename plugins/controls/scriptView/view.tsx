import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { liveStatus } from '../../shared/liveProps.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { QualityTag } from '../../shared/WidgetFrame.tsx'
import { type HostMessage, readFrameRequest } from './frameMessages.ts'
import { type Props, SCRIPT_VALUES } from './manifest.ts'
import { messages } from './messages.ts'
import './scriptView.css'

/** The frame document the server serves with its own sandboxing policy (server/sandbox/scriptFrame.ts). */
export const SCRIPT_FRAME_SRC = '/sandbox/script-view.html'

/** A frame that has not said it is ready by then failed to load (or was refused). */
const READY_TIMEOUT_MS = 8000

/** The values a script reads: bound ones live (null until they arrive), the others as designed. */
export function scriptValues(
  props: Props,
  live: DomWidgetProps<Props>['live'],
  bound: DomWidgetProps<Props>['bound'],
) {
  const values: Record<string, unknown> = {}
  for (const key of SCRIPT_VALUES) values[key] = bound.has(key) ? (live[key]?.value ?? null) : props[key]
  return values
}

/**
 * Runs the designer's script in a frame with `sandbox="allow-scripts"` and no same-origin: the script
 * draws inside the frame and reaches the page only through the messages of frameMessages.ts. A script
 * that throws shows "Widget script run error" in place; the page and the other widgets go on. In the
 * designer the script does not run: the box shows its first lines.
 */
export default function ScriptView({
  props,
  width,
  height,
  mode,
  live,
  bound,
  write,
  emit,
}: DomWidgetProps<Props>) {
  const { t, i18n } = useLingui()
  const frame = useRef<HTMLIFrameElement>(null)
  const [error, setError] = useState<string | null>(null)
  const [ready, setReady] = useState(false)
  const values = scriptValues(props, live, bound)
  const valuesKey = JSON.stringify(values)
  const latest = useRef(values)
  latest.current = values
  const runtime = mode === 'runtime'

  // The frame's origin is opaque ('null'): a target origin cannot name it; the window is the check.
  const post = (message: HostMessage) => frame.current?.contentWindow?.postMessage(message, '*')

  // A new script is a new frame (the key below): start over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the script is the reset trigger
  useEffect(() => {
    setError(null)
    setReady(false)
  }, [props.script])

  useEffect(() => {
    if (!runtime) return
    const failLater = setTimeout(
      () => setError((e) => e ?? t`The script frame did not start`),
      READY_TIMEOUT_MS,
    )
    function onMessage(event: MessageEvent) {
      // Only this widget's own frame is listened to; its origin is opaque ('null'), its window is known.
      if (!frame.current || event.source !== frame.current.contentWindow) return
      const request = readFrameRequest(event.data)
      if (!request) return
      switch (request.type) {
        case 'gantry:ready':
          clearTimeout(failLater)
          setReady(true)
          frame.current.contentWindow?.postMessage(
            { type: 'gantry:run', script: props.script, values: latest.current } satisfies HostMessage,
            {
              targetOrigin: '*',
            },
          )
          return
        case 'gantry:error':
          setError(request.message || 'Error')
          return
        case 'gantry:set':
          if ((SCRIPT_VALUES as readonly string[]).includes(request.prop)) {
            write(request.prop, request.value).catch((cause: unknown) =>
              setError(cause instanceof Error ? cause.message : String(cause)),
            )
          }
          return
        case 'gantry:openPage':
          emit('openPage', { pageId: request.pageId })
          return
      }
    }
    window.addEventListener('message', onMessage)
    return () => {
      clearTimeout(failLater)
      window.removeEventListener('message', onMessage)
    }
  }, [runtime, props.script, write, emit, t])

  // biome-ignore lint/correctness/useExhaustiveDependencies: valuesKey stands for the values
  useEffect(() => {
    if (ready) post({ type: 'gantry:values', values: latest.current })
  }, [ready, valuesKey])

  if (!runtime) {
    return (
      <div className="gx-script gx-script--design" style={{ width, height }}>
        <div className="gx-script__badge">{i18n._(messages.title)}</div>
        <pre className="gx-script__code">{props.script.split('\n').slice(0, 12).join('\n')}</pre>
      </div>
    )
  }
  return (
    <div
      className="gx-script"
      style={{ width, height }}
      data-script-state={error ? 'error' : ready ? 'running' : 'starting'}
    >
      <iframe
        key={props.script}
        ref={frame}
        className="gx-script__frame"
        title={i18n._(messages.title)}
        src={SCRIPT_FRAME_SRC}
        sandbox="allow-scripts"
        referrerPolicy="no-referrer"
      />
      {error ? (
        <div className="gx-script__error" role="alert" title={error}>
          <strong>{t`Widget script run error`}</strong>
          <span>{error}</span>
        </div>
      ) : null}
      <QualityTag quality={liveStatus(live, bound)} />
    </div>
  )
}
