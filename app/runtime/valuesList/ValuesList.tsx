import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import type { StageStore } from '../../stage/pageStore'
import type { WidgetHost } from '../../stage/widgetHost'
import { CloseIcon } from '../../ui/icons'
import type { LiveBindings } from '../live/liveBindings'
import { rowMatches, shownText, sourceText, type ValueRow, valueRows } from './valueRows'
import './valuesList.css'

interface Props {
  store: StageStore
  bindings: LiveBindings
  host: WidgetHost
  /** Scrolls the page to the widget and marks it; `covering`: the list lies over the page (narrow). */
  onLocate(row: ValueRow, covering: boolean): void
  onClose(): void
}

const ROW_HEIGHT = 36
/** Rows rendered above and below the visible ones, so a fast scroll does not show blanks. */
const OVERSCAN = 6
/** Values in the list refresh at most this often: readable, and cheap on a page of thousands. */
const REFRESH_MS = 250

/**
 * The page's widgets as a table (see valueRows.ts): what each shows, the values it is bound to, a button
 * that shows it on the page and one that runs its click action. Only the rows in view are rendered,
 * between two empty rows as tall as the rows left out; the table tells assistive technology how many
 * there are. It stays a real table in layout (fixed columns, sticky header), because browsers that see
 * table parts restyled as grids or blocks may stop announcing it as a table.
 */
export default function ValuesList({ store, bindings, host, onLocate, onClose }: Props) {
  const { t, i18n } = useLingui()
  const { platform, tabId } = useSnapshot(store.state)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the shown layout changes with platform and tab
  const rows = useMemo(() => valueRows(store), [store, platform, tabId])
  const [query, setQuery] = useState('')
  const deferredQuery = useDeferredValue(query.trim().toLowerCase())
  const [revision, setRevision] = useState(0)
  const [scroll, setScroll] = useState({ top: 0, height: 400 })
  const body = useRef<HTMLDivElement>(null)
  const search = useRef<HTMLInputElement>(null)
  const aside = useRef<HTMLElement>(null)

  useEffect(() => search.current?.focus(), [])

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null
    const stop = bindings.onFlush(() => {
      timer ??= setTimeout(() => {
        timer = null
        setRevision((n) => n + 1)
      }, REFRESH_MS)
    })
    return () => {
      stop()
      if (timer) clearTimeout(timer)
    }
  }, [bindings])

  useEffect(() => {
    const element = body.current
    if (!element) return
    const measure = () => setScroll({ top: element.scrollTop, height: element.clientHeight })
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  const textsOf = (row: ValueRow) => {
    const live = bindings.get(row.node.id)
    return {
      title: typeof row.title === 'string' ? row.title : i18n._(row.title),
      shows: shownText(i18n, row, live),
      values: row.keys.map((key) => `${key}: ${sourceText(i18n, bindings.source(key))}`),
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new revision means new values to match
  const shown = useMemo(() => {
    if (!deferredQuery) return rows
    return rows.filter((row) => {
      const { title, shows, values } = textsOf(row)
      return rowMatches([title, shows, ...values], deferredQuery)
    })
  }, [rows, deferredQuery, revision, i18n])

  // A new filter or tab starts the list at its top (the old position may lie past its end).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the rows shown change
  useEffect(() => {
    const element = body.current
    if (!element) return
    element.scrollTop = 0
    setScroll({ top: 0, height: element.clientHeight })
  }, [deferredQuery, rows])

  const first = Math.max(0, Math.floor(scroll.top / ROW_HEIGHT) - OVERSCAN)
  const last = Math.min(shown.length, Math.ceil((scroll.top + scroll.height) / ROW_HEIGHT) + OVERSCAN)
  const total = rows.length

  return (
    <aside
      ref={aside}
      className="values-list"
      aria-label={t`Values on this page`}
      data-testid="values-list"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation()
          onClose()
        }
      }}
    >
      <header className="values-list__header">
        <h2 className="values-list__heading">{t`Values on this page`}</h2>
        <button
          type="button"
          className="values-list__close"
          aria-label={t`Close the values list`}
          onClick={onClose}
        >
          <CloseIcon size={16} />
        </button>
      </header>
      <input
        ref={search}
        type="search"
        className="values-list__search"
        value={query}
        placeholder={t`Filter by widget, text, object or property`}
        aria-label={t`Filter the values list`}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p className="values-list__count" aria-live="polite">
        {deferredQuery
          ? plural(total, { one: `${shown.length} of # widget`, other: `${shown.length} of # widgets` })
          : plural(total, { one: '# widget', other: '# widgets' })}
      </p>
      {/* Chromium lets the keyboard scroll a scroller with nothing focusable in view. */}
      <div
        className="values-list__scroller"
        ref={body}
        onScroll={(event) =>
          setScroll({ top: event.currentTarget.scrollTop, height: event.currentTarget.clientHeight })
        }
      >
        <table
          className="values-list__table"
          aria-label={t`Values on this page`}
          aria-rowcount={shown.length + 1}
        >
          <colgroup>
            <col className="values-list__col--widget" />
            <col className="values-list__col--shows" />
            <col />
            <col className="values-list__col--actions" />
          </colgroup>
          <thead>
            <tr className="values-list__head" aria-rowindex={1}>
              <th scope="col">{t`Widget`}</th>
              <th scope="col">{t`Shows`}</th>
              <th scope="col">{t`Value`}</th>
              <th scope="col">{t`Actions`}</th>
            </tr>
          </thead>
          {/* Its ::before and ::after stand for the rows left out above and below (valuesList.css). */}
          <tbody
            style={
              {
                '--rows-above': `${first * ROW_HEIGHT}px`,
                '--rows-below': `${(shown.length - last) * ROW_HEIGHT}px`,
              } as React.CSSProperties
            }
          >
            {shown.slice(first, last).map((row, offset) => {
              const { title, shows, values } = textsOf(row)
              const value = values.join('; ')
              return (
                <tr
                  key={row.node.id}
                  className="values-list__row"
                  aria-rowindex={first + offset + 2}
                  data-widget-id={row.node.id}
                >
                  <td title={title}>{title}</td>
                  <td title={shows}>{shows}</td>
                  <td title={value}>{value}</td>
                  <td>
                    <div className="values-list__actions">
                      <button
                        type="button"
                        className="values-list__action"
                        aria-label={t`Show ${title} on the page`}
                        onClick={() => {
                          // In a narrow pop-up the list covers the page (valuesList.css).
                          const element = aside.current
                          onLocate(row, !!element && getComputedStyle(element).position === 'absolute')
                        }}
                      >
                        {t`Show`}
                      </button>
                      {row.node.events.noticeOnclick ? (
                        <button
                          type="button"
                          className="values-list__action values-list__action--run"
                          aria-label={t`Run the click action of ${title}`}
                          onClick={() => host.emit(row.node, 'noticeOnclick')}
                        >
                          {t`Run`}
                        </button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      {shown.length === 0 ? (
        <p className="values-list__empty">
          {deferredQuery ? t`No widget matches the filter.` : t`This page has no values or actions to list.`}
        </p>
      ) : null}
    </aside>
  )
}
