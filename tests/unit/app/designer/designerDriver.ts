import type { MessageDescriptor } from '@lingui/core'
import type { ActionHost } from '../../../../app/designer/actions/action'
import { handleKey } from '../../../../app/designer/actions/registry'
import { type PointerInput, StagePointer } from '../../../../app/designer/stage/pointerController'
import type { DesignerStore } from '../../../../app/designer/state/designerStore'
import type { Handle } from '../../../../app/stage/geometry/handles'
import type { WidgetNode } from '../../../../engine/document/pageDoc'
import { getWidget } from '../../../../engine/document/widgetStore'

/** What the pointer lands on besides the page: a selection handle, the rotate knob or a block's tab. */
export type PointerTarget =
  | { handle: Handle }
  | { rotate: true }
  | { blockTab: string }
  | { vertex: number }
  | null

interface Modifiers {
  shift?: boolean
  ctrl?: boolean
  meta?: boolean
  alt?: boolean
}

/** An element-like target that answers `closest` the way the overlay's handles do. */
function targetOf(target: PointerTarget): EventTarget {
  const attribute = (name: string, value: string) => ({
    getAttribute: (n: string) => (n === name ? value : null),
  })
  const closest = (selector: string) => {
    if (!target) return null
    if ('handle' in target && selector === '[data-handle]') return attribute('data-handle', target.handle)
    if ('rotate' in target && selector === '[data-rotate]') return attribute('data-rotate', '')
    if ('blockTab' in target && selector === '[data-block-tab]')
      return attribute('data-block-tab', target.blockTab)
    if ('vertex' in target && selector === '[data-vertex]')
      return attribute('data-vertex', String(target.vertex))
    return null
  }
  return { closest } as unknown as EventTarget
}

/**
 * Drives a designer store headless, as tldraw's TestEditor drives its editor: pointer presses, moves and
 * releases go through the stage's own pointer controller (hit-testing, thresholds, gestures, marquee), key
 * presses through the action registry the window's key listener uses. Points are stage pixels; with the
 * test store's camera (0, 0, zoom 1) they are page pixels too.
 */
export class DesignerDriver {
  readonly pointer: StagePointer
  /** The messages actions refused with, in order. */
  readonly refusals: MessageDescriptor[] = []
  saves = 0
  private readonly host: ActionHost = {
    save: () => {
      this.saves += 1
    },
    refuse: (reason) => {
      this.refusals.push(reason)
    },
  }
  private at = { x: 0, y: 0 }

  constructor(readonly store: DesignerStore) {
    // The controller reads the stage element's position and captures the pointer; nothing else of it.
    const element = {
      getBoundingClientRect: () => ({ left: 0, top: 0, right: 0, bottom: 0, width: 0, height: 0 }),
      setPointerCapture: () => {},
      releasePointerCapture: () => {},
    }
    this.pointer = new StagePointer(store, element as unknown as HTMLElement)
  }

  private event(x: number, y: number, mods: Modifiers, target: PointerTarget, button = 0): PointerInput {
    return {
      clientX: x,
      clientY: y,
      button,
      shiftKey: !!mods.shift,
      altKey: !!mods.alt,
      pointerId: 1,
      target: targetOf(target),
      preventDefault: () => {},
    }
  }

  pointerDown(x: number, y: number, mods: Modifiers = {}, target: PointerTarget = null): this {
    this.at = { x, y }
    this.pointer.down(this.event(x, y, mods, target))
    return this
  }

  pointerMove(x: number, y: number, mods: Modifiers = {}): this {
    this.at = { x, y }
    this.pointer.move(this.event(x, y, mods, null))
    return this
  }

  pointerUp(mods: Modifiers = {}): this {
    this.pointer.up(this.event(this.at.x, this.at.y, mods, null))
    return this
  }

  /** A press and release without moving. */
  click(x: number, y: number, mods: Modifiers = {}): this {
    return this.pointerDown(x, y, mods).pointerUp(mods)
  }

  /** A press at `from`, `steps` moves to `to`, and a release there. */
  drag(
    from: { x: number; y: number },
    to: { x: number; y: number },
    options: { mods?: Modifiers; target?: PointerTarget; steps?: number } = {},
  ): this {
    const { mods = {}, target = null, steps = 5 } = options
    this.pointerDown(from.x, from.y, mods, target)
    for (let i = 1; i <= steps; i++) {
      this.pointerMove(from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps, mods)
    }
    return this.pointerUp(mods)
  }

  /** A key press as the window's listener handles it: a drag in progress takes Escape first. */
  keyDown(key: string, mods: Modifiers = {}): boolean {
    if (this.pointer.key({ key })) return true
    return handleKey(
      this.store,
      { key, ctrlKey: !!mods.ctrl, metaKey: !!mods.meta, shiftKey: !!mods.shift, altKey: !!mods.alt },
      this.host,
    )
  }

  /** The widget `id` of block `b1` as the document holds it now. */
  widget(id: string, blockId = 'b1'): WidgetNode {
    const node = getWidget(this.store.state.doc.blocks[blockId]?.widgets ?? {}, id)
    if (!node) throw new Error(`no widget ${id}`)
    return node
  }

  get selection(): readonly string[] {
    return this.store.state.selection
  }
}
