/** Schema fields several plugin families declare the same way. */
import { field } from '../../engine/plugins/propsSchema.ts'
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
