import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { mergeLive } from '../../shared/liveProps.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import type { Props } from './manifest.ts'
import { messages } from './messages.ts'
import { isWebAddress, sandboxTokens } from './webAddress.ts'
import './webView.css'

const WAITING = { url: '' } as const

/**
 * The framed page. A bound address that is not http(s) is refused like a designed one (the manifest's
 * rule only sees designed values). The frame's `timeout` message (its session ended) covers it with a
 * notice and a reload; the frame is reloaded on the designer's interval. Design mode frames nothing.
 */
export default function WebViewView({ props, width, height, mode, live, bound }: DomWidgetProps<Props>) {
  const { t, i18n } = useLingui()
  const frame = useRef<HTMLIFrameElement>(null)
  const [reloads, setReloads] = useState(0)
  const [timedOut, setTimedOut] = useState(false)
  const shown = mergeLive(props, live, WAITING, bound)
  const url = typeof shown.url === 'string' ? shown.url.trim() : ''
  const usable = url !== '' && isWebAddress(url)
  const runtime = mode === 'runtime'

  useEffect(() => {
    if (!runtime || props.refreshSeconds <= 0) return
    const timer = setInterval(() => setReloads((n) => n + 1), props.refreshSeconds * 1000)
    return () => clearInterval(timer)
  }, [runtime, props.refreshSeconds])

  useEffect(() => {
    if (!runtime) return
    function onMessage(event: MessageEvent) {
      if (!frame.current || event.source !== frame.current.contentWindow) return
      if (event.data === 'timeout') setTimedOut(true)
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [runtime])

  if (!runtime || !usable) {
    const text = !usable && url !== '' ? t`Use an http or https address` : url || t`No address`
    return (
      <div
        className="gx-webview gx-webview--empty"
        style={{ width, height }}
        role={runtime ? 'alert' : undefined}
      >
        <span>{text}</span>
      </div>
    )
  }
  return (
    <div className="gx-webview" style={{ width, height }}>
      <iframe
        key={`${url}#${reloads}`}
        ref={frame}
        className="gx-webview__frame"
        title={i18n._(messages.title)}
        src={url}
        sandbox={sandboxTokens(props)}
        referrerPolicy="no-referrer"
        onLoad={() => setTimedOut(false)}
      />
      {timedOut ? (
        <div className="gx-webview__notice" role="alert">
          <span>{t`The embedded page's session has ended.`}</span>
          <button type="button" className="gx-button" onClick={() => setReloads((n) => n + 1)}>
            {t`Reload`}
          </button>
        </div>
      ) : null}
    </div>
  )
}
