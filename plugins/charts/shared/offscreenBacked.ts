/**
 * A page's <canvas> element drawn through an OffscreenCanvas: the element stays in the page for events
 * and layout, and the compositor gets its pixels only when they were drawn (see chartCanvas).
 */

/**
 * `element`, drawn through an OffscreenCanvas: its size and 2D context are the OffscreenCanvas's. A
 * browser without `transferControlToOffscreen` keeps the element as it is.
 */
export function offscreenBacked(element: HTMLCanvasElement): HTMLCanvasElement {
  if (typeof element.transferControlToOffscreen !== 'function') return element
  const offscreen = element.transferControlToOffscreen()
  // The element's own size and context refuse after the transfer; G sets and reads them on the element.
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
