/** The slide after `index` of `count` (wrapping), or 0 for an empty carousel. */
export function nextSlide(index: number, count: number): number {
  return count <= 0 ? 0 : (index + 1) % count
}

/** A slide's content: a page of the app (framed), an image, or nothing yet. */
export function slideContent(slide: { image: string; pageId: string }): 'page' | 'image' | 'empty' {
  if (slide.pageId) return 'page'
  return slide.image ? 'image' : 'empty'
}

/** The runtime address of an app page shown full-screen (no menus), for a page slide's frame. */
export function pageSlideUrl(pageId: string): string {
  return `#/runtime-fullscreen/runtime-fullscreen/${encodeURIComponent(pageId)}`
}
