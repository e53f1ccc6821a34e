/** Schema fields several plugin families declare the same way. */
import { withValues } from '../../engine/messages.ts'
import { field } from '../../engine/plugins/propsSchema.ts'
import { FONT_SIZE_LIST, NUMBER_MESSAGES } from '../../engine/rules/numbers.ts'
import { fieldMessages as m } from './fieldMessages.ts'

/** Light or dark rendering, for widgets that sit on either kind of process screen. */
export const themeField = () =>
  field.enum({
    label: m.theme,
    group: 'style',
    default: 'light',
    options: [
      { value: 'light', label: m.themeLight },
      { value: 'dark', label: m.themeDark },
    ] as const,
  })

/** Text alignment. */
export const alignField = (defaultAlign: 'left' | 'center' | 'right' = 'left') =>
  field.enum({
    label: m.align,
    group: 'style',
    default: defaultAlign,
    options: [
      { value: 'left', label: m.alignLeft },
      { value: 'center', label: m.alignCenter },
      { value: 'right', label: m.alignRight },
    ] as const,
  })

/** The widget's caption, shown above charts and controls; '' hides the header. */
export const titleField = (defaultTitle = '') =>
  field.string({ label: m.title, default: defaultTitle, maxLength: 50, group: 'basic' })

/** The widest font size free entry takes (spec S1 §5: "1 to 409"; 499 is the other reading, for tables). */
const FONT_SIZE_MAX = 409

/**
 * A text's font size in px: the inspector's list offers the spec's 8 to 72, and any size from 1 to 409
 * may be typed, refused with the spec's message outside that.
 */
export const fontSizeField = (defaultSize: number) =>
  field.number({
    label: m.fontSize,
    default: defaultSize,
    min: 1,
    max: FONT_SIZE_MAX,
    suggestions: FONT_SIZE_LIST,
    rangeMessage: withValues(NUMBER_MESSAGES.fontSize, { max: FONT_SIZE_MAX }),
    unit: 'px',
    group: 'style',
  })
