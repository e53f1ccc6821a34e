/**
 * A page's <canvas> element drawn through an OffscreenCanvas: the element stays in the page for events
 * and layout, and the compositor gets its pixels only when they were drawn. An element's own 2D canvas
 * hands the compositor a copy of its pixels at every frame the page commits, changed or not: live labels
 * commit most frames, so a chart's canvas or a page-sized shapes layer that changes now and then cost a
 * copy each, every frame (bench:charts, Chromium drawing without a GPU as control-room PCs often do).
 */

/** Elements already backed (a canvas's control is transferred once; React may mount it twice). */
const backed = new WeakSet<HTMLCanvasElement>()

/**
 * `element`, drawn through an OffscreenCanvas: its size and 2D context are the OffscreenCanvas's. A
 * browser without `transferControlToOffscreen` keeps the element as it is.
 */
export function offscreenBacked(element: HTMLCanvasElement): HTMLCanvasElement {
  if (backed.has(element) || typeof element.transferControlToOffscreen !== 'function') return element
  const offscreen = element.transferControlToOffscreen()
  backed.add(element)
  // The element's own size and context refuse after the transfer; G and fabric set and read them on it.
  Object.defineProperties(element, {
    width: {
      configurable: true,
      get: () => offscreen.width,
      set: (value: number) => {
        offscreen.width = value
      },
    },
    height: {
      configurable: true,
      get: () => offscreen.height,
      set: (value: number) => {
        offscreen.height = value
      },
    },
    getContext: {
      configurable: true,
      value: (type: string, attributes?: unknown) => offscreen.getContext(type as '2d', attributes as never),
    },
  })
  return element
}
