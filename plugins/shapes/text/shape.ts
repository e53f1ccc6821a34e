import { type FabricObject, Rect, Textbox } from 'fabric'
import { mergeLive, NO_BOUND, NO_LIVE, WAITING_TEXT } from '../../shared/liveProps.ts'
import type { CanvasShapeView, LiveProps, WidgetSize } from '../../shared/viewContract.ts'
import { createComposite, partsOf, resizeComposite } from '../shared/composite.ts'
import { colourOf, flagOf } from '../shared/shapeStyle.ts'
import type { TextProps } from './manifest.ts'

const PADDING = 4

/** A background box and a wrapping Textbox, vertically centred in the widget box. */
const TEXT_WAITING = { text: WAITING_TEXT } as const

const textView: CanvasShapeView<TextProps> = {
  create(props, size) {
    const background = new Rect({ originX: 'center', originY: 'center', strokeWidth: 0, rx: 2, ry: 2 })
    const text = new Textbox('', { originX: 'center', originY: 'center', splitByGrapheme: false })
    const group = createComposite([background, text], size)
    textView.update(group, props, size, NO_LIVE)
    return group
  },
  update(object: FabricObject, props: TextProps, size: WidgetSize, live: LiveProps, bound = NO_BOUND) {
    const [background, text] = partsOf(object)
    if (!(text instanceof Textbox) || !background) return
    // A bound text with no value yet reads '—' (as a label's); bound colours keep their design.
    const shown = mergeLive(props, live, TEXT_WAITING, bound)
    resizeComposite(object as Parameters<typeof resizeComposite>[0], size)
    background.set({
      width: size.width,
      height: size.height,
      fill: colourOf(shown.background) ?? 'transparent',
    })
    text.set({
      text: shown.text === null || shown.text === undefined ? '' : String(shown.text),
      width: Math.max(1, size.width - 2 * PADDING),
      fontSize: props.fontSize,
      fontFamily: props.fontFamily || 'Arial',
      fontWeight: props.bold ? 'bold' : 'normal',
      fill: colourOf(shown.color) ?? '#000000',
      textAlign: props.align,
      left: 0,
      top: 0,
    })
    // Textbox measures its lines on initDimensions; without it a new text keeps the old height.
    text.initDimensions()
    object.set({ visible: flagOf(shown.visible) })
    object.setCoords()
  },
}

export default textView
