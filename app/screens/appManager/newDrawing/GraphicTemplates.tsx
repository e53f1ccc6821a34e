import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { librarySymbol } from '../../../stage/symbolRefs'
import { InlineNotice, icons, Spinner } from '../../../ui'
import { exportSvg } from '../../symbols/svg/svgExport'
import { fetchSymbolTree } from '../../symbols/symbolApi'
import { type GraphicTemplate, graphicTemplatesOf, matchingTemplates } from './graphicTemplates'

/** The symbols of application `appId` as graphic templates (null while they load), or why they are not. */
export function useGraphicTemplates(appId: number, active: boolean) {
  const [state, setState] = useState<{ list: GraphicTemplate[] | null; error: string }>({
    list: null,
    error: '',
  })
  useEffect(() => {
    if (!active) return
    let live = true
    setState({ list: null, error: '' })
    void fetchSymbolTree(appId).then((result) => {
      if (!live) return
      setState(
        result.ok
          ? { list: graphicTemplatesOf(result.data), error: '' }
          : { list: [], error: result.message },
      )
    })
    return () => {
      live = false
    }
  }, [appId, active])
  return state
}

/**
 * A picture of the symbol's drawing (its shapes as SVG), read from the library once the card scrolls into
 * view: a library of a hundred symbols does not ask for a hundred drawings when the dialog opens.
 */
function SymbolThumb({ id }: { id: number }) {
  const box = useRef<HTMLSpanElement>(null)
  const [seen, setSeen] = useState(false)
  const [src, setSrc] = useState<string | null>(null)
  useEffect(() => {
    const element = box.current
    if (!element || seen) return
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true)
      return
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [seen])
  useEffect(() => {
    if (!seen) return
    let live = true
    void librarySymbol(id).then((found) => {
      if (!live || found.kind !== 'found') return
      setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(exportSvg(found.drawing).svg)}`)
    })
    return () => {
      live = false
    }
  }, [id, seen])
  return (
    <span ref={box} className="start-choice__thumb graphic-template__thumb">
      {src ? <img src={src} alt="" /> : <icons.CubeIcon size={24} />}
    </span>
  )
}

interface Props {
  appId: number
  /** The chosen symbol's id, or null. */
  value: number | null
  onChange(symbolId: number): void
  /** Whether the list is shown (the library is read only then). */
  active?: boolean
}

/**
 * The graphic templates of the new-drawing dialog: the application's symbol library as cards (picture,
 * name, category), with a search box; an empty library says so.
 */
export function GraphicTemplates({ appId, value, onChange, active = true }: Props) {
  const { t } = useLingui()
  const { list, error } = useGraphicTemplates(appId, active)
  const [query, setQuery] = useState('')
  const shown = list ? matchingTemplates(list, query) : []
  return (
    <section className="start-choices__group" aria-label={t`Graphic templates`} data-testid="start-graphic">
      <div className="start-choices__heading graphic-templates__head">
        <span>{t`Graphic templates (the symbol library)`}</span>
        {list && list.length > 0 ? (
          <input
            type="search"
            className="graphic-templates__search"
            placeholder={t`Search symbols`}
            aria-label={t`Search symbols`}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            // Enter searches; it does not create the drawing.
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault()
            }}
            data-testid="start-graphic-search"
          />
        ) : null}
      </div>
      {error ? <InlineNotice tone="error">{error}</InlineNotice> : null}
      {list === null ? (
        <Spinner size={18} label={t`Loading…`} />
      ) : list.length === 0 ? (
        error ? null : (
          <div className="start-choices__empty">{t`The symbol library is empty: once a symbol is drawn, a drawing can start from it here.`}</div>
        )
      ) : shown.length === 0 ? (
        <div className="start-choices__empty">{t`No symbol matches “${query}”.`}</div>
      ) : (
        <div className="start-choices__grid graphic-templates__grid">
          {shown.map((entry) => (
            <button
              key={entry.id}
              type="button"
              aria-pressed={value === entry.id}
              className={value === entry.id ? 'start-choice start-choice--selected' : 'start-choice'}
              onClick={() => onChange(entry.id)}
              data-testid={`start-graphic-${entry.id}`}
              title={entry.templateName ? `${entry.name} (${entry.templateName})` : entry.name}
            >
              <SymbolThumb id={entry.id} />
              <span className="start-choice__name">{entry.name}</span>
              <span className="start-choice__about">{entry.category || t`Top of the library`}</span>
            </button>
          ))}
        </div>
      )}
    </section>
  )
}
