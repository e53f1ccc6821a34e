/**
 * Images the painters draw (the image shape), loaded once per URL and shared by every widget showing it.
 * A painter draws synchronously, so an image still loading draws a placeholder; when it arrives the hosts
 * subscribed here draw again. No fabric, no React: painters load with the operator runtime's first code.
 */

type Entry = { image: HTMLImageElement; state: 'loading' | 'ready' | 'failed' }

const images = new Map<string, Entry>()
const listeners = new Set<() => void>()

/** The image of `src` when it is ready to draw; 'loading' (and starts loading) or 'failed' otherwise. */
export function imageFor(src: string): HTMLImageElement | 'loading' | 'failed' {
  let entry = images.get(src)
  if (!entry) {
    if (typeof Image === 'undefined') return 'failed'
    const image = new Image()
    const created: Entry = { image, state: 'loading' }
    entry = created
    images.set(src, created)
    image.onload = () => {
      created.state = 'ready'
      for (const listener of listeners) listener()
    }
    image.onerror = () => {
      created.state = 'failed'
      for (const listener of listeners) listener()
    }
    image.src = src
  }
  return entry.state === 'ready' ? entry.image : entry.state
}

/** Calls `listener` whenever an image finished loading (or failed); returns the unsubscribe function. */
export function onImageSettled(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
