import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useEffect, useState } from 'react'
import { subscribe, useSnapshot } from 'valtio'
import type { PageDoc } from '../../../engine/document/pageDoc'
import { createWidgetHost } from '../../runtime/actions/widgetHost'
import { LiveBindings } from '../../runtime/live/liveBindings'
import { liveHub } from '../../runtime/live/liveHub'
import { pageWidgets } from '../../runtime/loadRuntimePage'
import type { WidgetHost } from '../../stage/widgetHost'
import type { DesignerStore } from '../state/designerStore'
import { bindingsSignature } from './bindingsSignature'

const noWrites = msg`The designer shows live values but writes none: preview or run the page to operate it.`

/** Where a designer's widgets lead when clicked: nowhere (the designer edits; it does not navigate). */
const NOWHERE = { openPage() {}, openDialog() {} }

/**
 * The designer's "live" toggle: while it is on, the page's bound props follow their objects' values through
 * the session's live socket (the one the runtime uses) and the stage draws the widgets' runtime views with
 * them. Values live in the bindings only, never in the document or its history; writes are refused and
 * events do nothing. Returns the host the stage draws with, or undefined while the toggle is off.
 */
export function useDesignerLive(store: DesignerStore): WidgetHost | undefined {
  const { liveValues } = useSnapshot(store.state)
  const [signature, setSignature] = useState(() => bindingsSignature(store.state.doc as PageDoc))
  const [host, setHost] = useState<WidgetHost | undefined>(undefined)

  useEffect(() => {
    if (!liveValues) return
    let last = store.state.doc
    const follow = () => {
      if (store.state.doc === last) return
      last = store.state.doc
      setSignature(bindingsSignature(store.state.doc as PageDoc))
    }
    follow()
    setSignature(bindingsSignature(store.state.doc as PageDoc))
    return subscribe(store.state, follow)
  }, [store, liveValues])

  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature says when the bindings changed
  useEffect(() => {
    if (!liveValues) {
      setHost(undefined)
      return
    }
    const hub = liveHub()
    const bindings = new LiveBindings(pageWidgets(store.state.doc as PageDoc))
    const runtime = createWidgetHost(hub.services, bindings, NOWHERE, false)
    const refuse = () => Promise.reject(new Error(i18n._(noWrites)))
    setHost({ ...runtime, emit() {}, write: refuse, operateDenied: () => i18n._(noWrites) })
    return hub.attach(bindings)
  }, [store, liveValues, signature])

  return liveValues ? host : undefined
}
