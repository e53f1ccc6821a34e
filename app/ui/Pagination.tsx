import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { ChevronLeftIcon, ChevronRightIcon } from './icons'
import '../styles/ui/table.css'

interface Props {
  /** The current page, from 1 (the server's `pageIndex`). */
  page: number
  /** Rows per page (the server's `pageSize`). */
  size: number
  total: number
  onChange: (page: number, size: number) => void
  sizes?: readonly number[]
}

/** The pages a pager shows: first, last, the current one with two neighbours, gaps as 'gap'. */
export function pageItems(page: number, pageCount: number): (number | 'gap')[] {
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount))
  const sorted = [...shown].sort((a, b) => a - b)
  const items: (number | 'gap')[] = []
  for (const [index, value] of sorted.entries()) {
    const previous = sorted[index - 1]
    if (previous !== undefined && value - previous > 1) items.push('gap')
    items.push(value)
  }
  return items
}

/** A pager: total count, previous/next, page numbers and a page-size choice. */
export function Pagination({ page, size, total, onChange, sizes = [10, 20, 50, 100] }: Props) {
  const { t } = useLingui()
  const pageCount = Math.max(1, Math.ceil(total / Math.max(1, size)))
  const current = Math.min(Math.max(1, page), pageCount)
  return (
    <nav className="pagination" aria-label={t`Pages`}>
      <span className="pagination__total">
        <Plural value={total} one="# item" other="# items" />
      </span>
      <button
        type="button"
        className="pagination__button"
        aria-label={t`Previous page`}
        disabled={current <= 1}
        onClick={() => onChange(current - 1, size)}
      >
        <ChevronLeftIcon />
      </button>
      {pageItems(current, pageCount).map((item, index) =>
        item === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <span key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className="pagination__button"
            aria-current={item === current ? 'page' : undefined}
            aria-label={t`Page ${item}`}
            onClick={() => onChange(item, size)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className="pagination__button"
        aria-label={t`Next page`}
        disabled={current >= pageCount}
        onClick={() => onChange(current + 1, size)}
      >
        <ChevronRightIcon />
      </button>
      <label className="pagination__size">
        <span className="visually-hidden">
          <Trans>Rows per page</Trans>
        </span>
        <select value={size} onChange={(event) => onChange(1, Number(event.target.value))}>
          {sizes.map((option) => (
            <option key={option} value={option}>
              {t`${option} / page`}
            </option>
          ))}
        </select>
      </label>
    </nav>
  )
}
