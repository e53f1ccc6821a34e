/** Messages the app posts to the window that embeds it in a frame (spec S1 §7). */
export type FrameMessage = 'timeout'

/** Whether the app runs inside a frame of another page. */
export function isEmbedded(win: Window = window): boolean {
  try {
    return win.parent !== win
  } catch {
    // A cross-origin parent may refuse even this comparison: then we are certainly framed.
    return true
  }
}

/** Posts `message` to the embedding window; does nothing when the app is not framed. */
export function postToParent(message: FrameMessage, win: Window = window): void {
  if (!isEmbedded(win)) return
  // The message carries no data, so any embedding origin may receive it.
  win.parent.postMessage(message, '*')
}
