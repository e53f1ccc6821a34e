import type { CSSProperties } from 'react'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import type { Props } from './manifest.ts'
import '../../shared/widget.css'
import '../shared/forms.css'

/** The divider: a separator line (role separator), its caption in the middle or on the left. */
export default function DividerView({ props }: DomWidgetProps<Props>) {
  const style = {
    '--divider-color': props.color,
    borderStyle: 'none',
  } as CSSProperties
  const kind = props.text ? `gx-divider--${props.textPosition}` : 'gx-divider--bare'
  return (
    // biome-ignore lint/a11y/useSemanticElements: an <hr> cannot hold the caption drawn inside the line
    <div
      className={`gx-control gx-divider ${kind}${props.dashed ? ' gx-divider--dashed' : ''}`}
      role="separator"
      aria-label={props.text || undefined}
      style={style}
    >
      {props.text ? <span>{props.text}</span> : null}
    </div>
  )
}
