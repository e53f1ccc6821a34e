import { useState } from 'react'

/** Initials for the avatar circle: the first letters of up to two words of the name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  // Chinese names have no spaces: their last one or two characters read as the given name.
  if (words.length === 1 && /[\u4e00-\u9fff]/.test(words[0] ?? '')) return (words[0] ?? '').slice(-2)
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')
}

/**
 * A user's picture, or their initials when they have none or it cannot be loaded (a deleted file, a
 * restore that brought back an older image store). Decorative: the name is always written beside it.
 */
export function UserAvatar({ url, name, className }: { url: string; name: string; className: string }) {
  // Remembers which URL failed, so that a new picture is tried again.
  const [failed, setFailed] = useState('')
  const showImage = url !== '' && failed !== url
  return (
    <span className={className} aria-hidden="true" data-testid="user-avatar">
      {showImage ? (
        <img src={url} alt="" onError={() => setFailed(url)} />
      ) : (
        <span data-testid="user-initials">{initialsOf(name)}</span>
      )}
    </span>
  )
}
