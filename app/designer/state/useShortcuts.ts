import { useEffect } from 'react'
import type { ActionHost } from '../actions/action'
import { handleKey } from '../actions/registry'
import type { DesignerStore } from './designerStore'
import { isTypingTarget } from './typingTarget'

/**
 * Binds the designer's keyboard shortcuts to the window while the designer is open. Keys typed into a
 * text field, and keys while a dialog is open, are left alone. Space held down pans like the hand tool.
 */
export function useDesignerShortcuts(store: DesignerStore, host: ActionHost) {
  useEffect(() => {
    const inDialog = () => document.querySelector('[role="dialog"]') !== null
    const onKeyDown = (event: KeyboardEvent) => {
      if (isTypingTarget(event.target) || inDialog()) return
      if (event.key === ' ' && !event.repeat) {
        store.state.spaceHeld = true
        event.preventDefault()
        return
      }
      if (handleKey(store, event, host)) event.preventDefault()
    }
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === ' ') store.state.spaceHeld = false
    }
    const onBlur = () => {
      store.state.spaceHeld = false
    }
    window.addEventListener('keydown', onKeyDown)
    window.addEventListener('keyup', onKeyUp)
    window.addEventListener('blur', onBlur)
    return () => {
      window.removeEventListener('keydown', onKeyDown)
      window.removeEventListener('keyup', onKeyUp)
      window.removeEventListener('blur', onBlur)
    }
  }, [store, host])
}
