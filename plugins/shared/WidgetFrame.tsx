import { useLingui } from '@lingui/react/macro'
import type { CSSProperties, ReactNode } from 'react'
import type { LiveStatus } from './viewContract.ts'
import './widget.css'

interface Props {
  width: number
  height: number
  theme?: 'light' | 'dark'
  /** '' shows no header. */
  title?: string
  /** Right side of the header (counts, toolbar buttons). */
  meta?: ReactNode
  quality?: LiveStatus
  className?: string
  style?: CSSProperties
  children: ReactNode
}

/** The box of a DOM widget: size, theme, optional header and a quality tag for bad or uncertain values. */
export function WidgetFrame({
  width,
  height,
  theme = 'light',
  title,
  meta,
  quality,
  className,
  style,
  children,
}: Props) {
  const classes = ['gx-widget', theme === 'dark' ? 'gx-widget--dark' : '', className ?? ''].filter(Boolean)
  return (
    <div className={classes.join(' ')} style={{ width, height, ...style }} data-quality={quality}>
      {title || meta ? (
        <div className="gx-widget__header">
          <span className="gx-widget__title">{title}</span>
          {meta ? <span className="gx-widget__meta">{meta}</span> : null}
        </div>
      ) : null}
      <div className="gx-widget__body">{children}</div>
      <QualityTag quality={quality} />
    </div>
  )
}

/** The corner tag of a value whose quality is not good, or that is bound and has not arrived yet. */
export function QualityTag({ quality }: { quality: LiveStatus | undefined }) {
  const { t } = useLingui()
  if (quality === undefined || quality === 'good') return null
  const label =
    quality === 'bad' ? t`Bad quality` : quality === 'waiting' ? t`Waiting for data` : t`Uncertain`
  return (
    <span className={`gx-quality gx-quality--${quality}`} role="status">
      {label}
    </span>
  )
}

/**
 * The inline mark of a value whose quality is not good, for widgets too small for the corner tag (a
 * label): "!" for bad, "?" for uncertain, a quiet "…" while waiting for a bound value, set before the
 * value so it never covers it.
 */
export function QualityMark({ quality }: { quality: LiveStatus | undefined }) {
  const { t } = useLingui()
  if (quality === undefined || quality === 'good') return null
  const label =
    quality === 'bad' ? t`Bad quality` : quality === 'waiting' ? t`Waiting for data` : t`Uncertain`
  return (
    <span
      className={`gx-quality-mark gx-quality-mark--${quality}`}
      role="img"
      aria-label={label}
      title={label}
    >
      {QUALITY_GLYPH[quality]}
    </span>
  )
}

const QUALITY_GLYPH = { bad: '!', uncertain: '?', waiting: '…' } as const

/** Height of the frame's header, for views that size a canvas to the body. */
export const WIDGET_HEADER_HEIGHT = 33
