/**
 * The runtime side of the widget contract: live values from the page's bindings, the real services,
 * the stored event actions (open a page, a pop-up or a modal; set a property value) and writes of bound
 * props. A failed write shows the server's message (the request layer does) and changes nothing else.
 */
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useMemo } from 'react'
import type { WidgetNode } from '../../../engine/document/pageDoc'
import { type EventAction, isEventName } from '../../../engine/document/persisted'
import { MODAL_DEFAULTS, POPUP_DEFAULTS } from '../../../engine/rules/display'
import { TREND_MIN_SPAN_MS } from '../../../engine/rules/trend'
import type { RuntimeServices } from '../../../plugins/shared/viewContract'
import type { WidgetHost } from '../../stage/widgetHost'
import { faceplateRequest } from '../faceplate/faceplateRequest'
import { type LiveBindings, transformedValue } from '../live/liveBindings'

/** A page opened in a dialog over the current one. */
export interface DialogRequest {
  pageId: string
  kind: 'popup' | 'modal'
  width: number
  height: number
  title: string
  /** A faceplate generated from the template of this instance, instead of a page (faceplateRequest.ts). */
  faceplate?: { instance: string; templateName: string }
  /** The instance a designer's faceplate page (`pageId`) is opened for: its `$instance` bindings follow it. */
  instance?: string
}

/** Where the actions of a page lead: the runtime screen navigates and opens dialogs. */
export interface ActionTarget {
  openPage(pageId: string): void
  openDialog(request: DialogRequest): void
  /** Leaves the runtime for another route of the app (a link to a system or business function). */
  openRoute?(path: string): void
}

const notBound = msg`This value is not bound to an object property`
const cannotOperate = msg`You may watch the plant but not operate it: your roles do not include "Operate the plant". Ask an administrator.`

/**
 * Whether a widget would only change the plant: it has no click action but writes (an input, a select,
 * the alarm list's acknowledge), or every click action writes a value. A button that also opens a page
 * stays usable for what it may do.
 */
function onlyWrites(node: WidgetNode): boolean {
  // A submit button sends its form to records or object data, which is not operating the plant.
  const { submitForm, submitTo } = node.props ?? {}
  if (typeof submitForm === 'string' && submitForm !== '' && submitTo !== 'properties') return false
  return (node.events.noticeOnclick ?? []).every((action) => action.kind === 'setPropertyValue')
}

/** Runs one stored action; a failed write is reported, never thrown. */
export function runAction(action: EventAction, services: RuntimeServices, target: ActionTarget): void {
  switch (action.kind) {
    case 'openPage':
      if (action.target === 'self') target.openPage(action.pageId)
      else {
        const size = action.target === 'popup' ? POPUP_DEFAULTS : MODAL_DEFAULTS
        target.openDialog({
          pageId: action.pageId,
          kind: action.target,
          width: size.width,
          height: size.height,
          title: '',
        })
      }
      return
    case 'openPopup':
    case 'openModal':
      target.openDialog({
        pageId: action.pageId,
        kind: action.kind === 'openPopup' ? 'popup' : 'modal',
        width: action.width,
        height: action.height,
        title: action.title,
      })
      return
    case 'setPropertyValue':
      // The request layer has already shown the server's message; nothing else changes.
      services.values.set(action.objName, action.propName, action.value).catch(() => {})
      return
  }
}

export function createWidgetHost(
  services: RuntimeServices,
  bindings: LiveBindings,
  target: ActionTarget,
  mayOperate = true,
): WidgetHost {
  return {
    // The server refuses such writes anyway (403); the controls say so before anyone tries.
    operateDenied: (node) => (mayOperate || !onlyWrites(node) ? undefined : i18n._(cannotOperate)),
    live: bindings,
    services,
    emit(node: WidgetNode, event: string, payload?: unknown) {
      // A widget that chooses the page itself (the programmable component's `openPage`): the page's own
      // read check still applies when it loads.
      if (event === 'openPage') {
        const pageId = (payload as { pageId?: unknown } | undefined)?.pageId
        if (typeof pageId === 'string' && /^[\w-]{1,64}$/.test(pageId)) target.openPage(pageId)
        return
      }
      if (!isEventName(event)) return
      const faceplate = event === 'noticeOnclick' ? faceplateRequest(node) : null
      if (faceplate) {
        target.openDialog(faceplate)
        return
      }
      for (const action of node.events[event] ?? []) runAction(action, services, target)
    },
    async write(node: WidgetNode, prop: string, value: unknown) {
      const binding = bindings.bindingOf(node.id, prop)
      if (!binding) throw new Error(i18n._(notBound))
      await services.values.set(binding.objName, binding.propName, value)
    },
    async history(node: WidgetNode, prop: string, start: number, end: number) {
      const binding = bindings.bindingOf(node.id, prop)
      if (!binding) throw new Error(i18n._(notBound))
      const from = Math.min(start, end - TREND_MIN_SPAN_MS)
      const [series] = await services.history.query({ pens: [binding], start: from, end })
      return (series?.points ?? []).map((point) => ({
        time: point.time,
        value: point.value === null ? null : transformedValue(point.value, binding),
      }))
    },
  }
}

/** The host of one runtime page, stable while its services, bindings and target are. */
export function useWidgetHost(
  services: RuntimeServices,
  bindings: LiveBindings,
  target: ActionTarget,
  mayOperate: boolean,
): WidgetHost {
  return useMemo(
    () => createWidgetHost(services, bindings, target, mayOperate),
    [services, bindings, target, mayOperate],
  )
}
