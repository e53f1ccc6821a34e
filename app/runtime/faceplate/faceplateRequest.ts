/**
 * When a click on a placed library symbol opens its faceplate: the symbol is bound to an instance and
 * carries no click action of its own (a designer's stored actions win). The pop-up is 400 × 400 (spec
 * S0 §9 pop-up defaults), generated from the template unless the symbol names a page to open instead;
 * that page is opened for the symbol's instance, so what it binds to `$instance` follows the clicked unit.
 */
import type { WidgetNode } from '../../../engine/document/pageDoc'
import type { SymbolWire } from '../../../engine/document/persisted'
import { POPUP_DEFAULTS } from '../../../engine/rules/display'
import { LIBRARY_SYMBOL_TYPE } from '../../../plugins/symbols/library/manifest'
import type { DialogRequest } from '../actions/widgetHost'

/** The pop-up a click on `node` opens, or null when the click is not a faceplate's. */
export function faceplateRequest(node: WidgetNode): DialogRequest | null {
  if (node.type !== LIBRARY_SYMBOL_TYPE || (node.events.noticeOnclick?.length ?? 0) > 0) return null
  const instance = typeof node.props.instance === 'string' ? node.props.instance : ''
  if (!instance) return null
  const drawing = node.props.drawing as SymbolWire | null | undefined
  const page = typeof node.props.faceplatePage === 'string' ? node.props.faceplatePage : ''
  return {
    pageId: page,
    kind: 'popup',
    width: POPUP_DEFAULTS.width,
    height: POPUP_DEFAULTS.height,
    title: instance,
    ...(page ? { instance } : { faceplate: { instance, templateName: drawing?.templateName ?? '' } }),
  }
}

/** Whether a click on `node` does something at runtime (a stored action, or its faceplate). */
export function clickable(node: WidgetNode): boolean {
  return (node.events.noticeOnclick?.length ?? 0) > 0 || faceplateRequest(node) !== null
}
