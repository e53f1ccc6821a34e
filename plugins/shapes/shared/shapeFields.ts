/** Style fields every graphic shape declares the same way (fill and line bindable to state colours). */
import { field } from '../../../engine/plugins/propsSchema.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import { shapeEffectFields } from '../../shared/shapeEffects.ts'

/**
 * Fill, line colour and width, opacity and visibility, with the given default colours, and the effects every
 * shape has (blink, bound turn and offset: shapeEffects.ts).
 */
export function shapeStyleFields(defaults: { fill: string; stroke: string; strokeWidth: number }) {
  return {
    fill: field.color({ label: f.fill, default: defaults.fill, bindable: true, group: 'style' }),
    stroke: field.color({ label: f.stroke, default: defaults.stroke, bindable: true, group: 'style' }),
    strokeWidth: field.number({
      label: f.strokeWidth,
      default: defaults.strokeWidth,
      min: 0,
      max: 50,
      unit: 'px',
      group: 'style',
    }),
    opacity: field.number({ label: f.opacity, default: 1, min: 0, max: 1, step: 0.05, group: 'style' }),
    visible: field.boolean({ label: f.visible, default: true, bindable: true, group: 'style' }),
    ...shapeEffectFields(),
  }
}

/** The values of those fields. */
export interface ShapeStyle {
  fill: unknown
  stroke: unknown
  strokeWidth: number
  opacity: number
  visible: unknown
}
