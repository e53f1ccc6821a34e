/**
 * The designer's keyboard shortcuts as data: `shortcutFor` maps a key event to a named action (pure, so
 * the mapping is unit-tested); the stage runs the action. Ctrl and ⌘ are the same modifier.
 */
export type ShortcutAction =
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'copy' }
  | { kind: 'cut' }
  | { kind: 'paste' }
  | { kind: 'duplicate' }
  | { kind: 'delete' }
  | { kind: 'group' }
  | { kind: 'ungroup' }
  | { kind: 'selectAll' }
  | { kind: 'escape' }
  | { kind: 'nudge'; dx: number; dy: number }
  | { kind: 'zoomIn' }
  | { kind: 'zoomOut' }
  | { kind: 'zoomFit' }
  | { kind: 'zoomActual' }
  | { kind: 'save' }

export interface KeyLike {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
  altKey: boolean
}

/** Pixels an arrow key moves the selection; with Shift. */
export const NUDGE = 1
export const NUDGE_LARGE = 10

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
}

/** The action a key press asks for, or null when the designer does not handle it. */
export function shortcutFor(event: KeyLike): ShortcutAction | null {
  const mod = event.ctrlKey || event.metaKey
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key
  if (mod && !event.altKey) {
    switch (key) {
      case 'z':
        return event.shiftKey ? { kind: 'redo' } : { kind: 'undo' }
      case 'y':
        return { kind: 'redo' }
      case 'c':
        return { kind: 'copy' }
      case 'x':
        return { kind: 'cut' }
      case 'v':
        return { kind: 'paste' }
      case 'd':
        return { kind: 'duplicate' }
      case 'g':
        return event.shiftKey ? { kind: 'ungroup' } : { kind: 'group' }
      case 'a':
        return { kind: 'selectAll' }
      case 's':
        return { kind: 'save' }
      case '=':
      case '+':
        return { kind: 'zoomIn' }
      case '-':
        return { kind: 'zoomOut' }
      case '0':
        return { kind: 'zoomActual' }
      case '1':
        return { kind: 'zoomFit' }
      default:
        return null
    }
  }
  if (mod || event.altKey) return null
  const arrow = ARROWS[key]
  if (arrow) {
    const step = event.shiftKey ? NUDGE_LARGE : NUDGE
    return { kind: 'nudge', dx: arrow[0] * step, dy: arrow[1] * step }
  }
  if (key === 'Delete' || key === 'Backspace') return { kind: 'delete' }
  if (key === 'Escape') return { kind: 'escape' }
  return null
}

/** Whether a key event comes from a text field, where the designer must not steal keys. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false
  const element = target as HTMLElement
  if (element.isContentEditable) return true
  const tag = element.tagName.toLowerCase()
  if (tag === 'textarea' || tag === 'select') return true
  if (tag !== 'input') return false
  const type = (element as HTMLInputElement).type
  return !['checkbox', 'radio', 'button', 'range', 'color'].includes(type)
}
