import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { CloseIcon, SearchIcon } from './icons'

interface Props {
  /** The search that is in effect; typing changes it after `delayMs` or at once on Enter. */
  value: string
  onSearch: (value: string) => void
  placeholder?: string
  /** Accessible name; defaults to "Search". */
  label?: string
  delayMs?: number
}

/** A search input that reports what was typed after a short pause, on Enter, and when cleared. */
export function SearchBox({ value, onSearch, placeholder, label, delayMs = 300 }: Props) {
  const { t } = useLingui()
  const [text, setText] = useState(value)
  const latest = useRef(onSearch)
  latest.current = onSearch
  useEffect(() => setText(value), [value])
  useEffect(() => {
    if (text === value) return
    const timer = setTimeout(() => latest.current(text.trim()), delayMs)
    return () => clearTimeout(timer)
  }, [text, value, delayMs])
  return (
    <div className="search-box">
      <SearchIcon className="search-box__icon" />
      <input
        type="search"
        className="search-box__input"
        value={text}
        placeholder={placeholder ?? t`Search`}
        aria-label={label ?? t`Search`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text.trim())
        }}
      />
      {text ? (
        <button
          type="button"
          className="search-box__clear"
          aria-label={t`Clear search`}
          onClick={() => {
            setText('')
            onSearch('')
          }}
        >
          <CloseIcon size={14} />
        </button>
      ) : null}
    </div>
  )
}
