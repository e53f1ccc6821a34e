import { liveStatus, mergeLive } from '../../shared/liveProps.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { QualityMark } from '../../shared/WidgetFrame.tsx'
import { LABEL_WAITING } from './labelText.ts'
import type { LabelProps } from './manifest.ts'
import '../../shared/widget.css'
import '../shared/forms.css'

const JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const

/**
 * Label view: the designed text, or the bound value as text (already formatted by the binding); a bound
 * text with no value yet shows '—' after the waiting mark.
 */
export default function LabelView({ props, live, bound }: DomWidgetProps<LabelProps>) {
  const shown = mergeLive(props, live, LABEL_WAITING, bound)
  const text = shown.text === null || shown.text === undefined ? '' : String(shown.text)
  // The mark sits before the value (a small label has no room for the corner tag); a bad value, the last
  // one known, is dimmed.
  const quality = liveStatus(live, bound)
  return (
    <div
      className="gx-control gx-label"
      style={{
        justifyContent: JUSTIFY[props.align],
        textAlign: props.align,
        color: shown.color || undefined,
        background: shown.background || undefined,
        fontSize: props.fontSize,
        fontWeight: props.bold ? 700 : 400,
      }}
      title={text}
      data-quality={quality}
    >
      <QualityMark quality={quality} />
      <span className="gx-label__text">{text}</span>
    </div>
  )
}
