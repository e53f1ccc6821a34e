/** What the player does with an address: nothing (none or not allowed), HLS, or a file the browser plays. */
export type VideoPlan = { kind: 'none' } | { kind: 'hls'; url: string } | { kind: 'file'; url: string }

/** An http(s) address, or a path on this server ('/…', not '//…'); '' is allowed (not configured). */
export function isVideoUrl(text: string): boolean {
  const value = text.trim()
  if (value === '') return true
  if (value.startsWith('/') && !value.startsWith('//')) return true
  return /^https?:\/\/[^\s/]+/i.test(value)
}

/** How to play `src` given the chosen format; an address that is not allowed plays nothing. */
export function videoPlan(src: unknown, format: 'auto' | 'hls' | 'mp4'): VideoPlan {
  const url = typeof src === 'string' ? src.trim() : ''
  if (url === '' || !isVideoUrl(url)) return { kind: 'none' }
  const hls = format === 'hls' || (format === 'auto' && /\.m3u8(?:[?#]|$)/i.test(url))
  return hls ? { kind: 'hls', url } : { kind: 'file', url }
}
