import { proxy } from 'valtio'

/**
 * The global loading indicator (spec S1 §4: "show sets flag and tip, hide clears"). Several callers may
 * show it at once; it stays until each has hidden it, and shows the latest tip.
 */
export const loadingState = proxy({ visible: false, tip: '', holders: 0 })

/** Shows the page-wide loading veil with `tip` text. */
export function showLoading(tip = ''): void {
  loadingState.holders += 1
  loadingState.visible = true
  loadingState.tip = tip
}

/** Releases one `showLoading`; the veil goes when none is left. */
export function hideLoading(): void {
  loadingState.holders = Math.max(0, loadingState.holders - 1)
  if (loadingState.holders === 0) {
    loadingState.visible = false
    loadingState.tip = ''
  }
}
