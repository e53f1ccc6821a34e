/** Schema fields of chart families (pure data: manifests import it). */
import { field } from '../../../engine/plugins/propsSchema.ts'
import { themeField, titleField } from '../../shared/commonFields.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import type { NameValueDatum, XYDatum } from './chartData.ts'
import { chartMessages as m } from './chartMessages.ts'
import { seriesSourceFields } from './seriesFields.ts'

/** Static rows of x/y charts. */
export const xyDataField = (rows: XYDatum[]) =>
  field.json<XYDatum[]>({ label: m.data, description: m.dataXYHelp, default: rows, group: 'data' })

/** Static rows of name/value charts. */
export const nameValueDataField = (rows: NameValueDatum[]) =>
  field.json<NameValueDatum[]>({
    label: m.data,
    description: m.dataNameValueHelp,
    default: rows,
    group: 'data',
  })

/** The fields of a line-like chart over time (spline, area): four bound series, or static rows. */
export function timeChartFields(names: readonly string[], rows: XYDatum[]) {
  return {
    title: titleField(),
    ...seriesSourceFields(4, names, 'live'),
    data: xyDataField(rows),
    unit: field.string({ label: f.unit, default: '', maxLength: 20, group: 'data' }),
    showLegend: field.boolean({ label: f.showLegend, default: true, group: 'style' }),
    autoScale: field.boolean({ label: m.autoScale, default: true, group: 'style' }),
    min: field.number({ label: f.min, default: 0, group: 'style' }),
    max: field.number({ label: f.max, default: 100, group: 'style' }),
    theme: themeField(),
  }
}

/** Sample rows: hours of a shift for two series. */
export function sampleShiftRows(a: string, b: string): XYDatum[] {
  return [
    ['08:00', 42, 38],
    ['09:00', 48, 41],
    ['10:00', 55, 47],
    ['11:00', 51, 49],
    ['12:00', 58, 52],
    ['13:00', 63, 55],
    ['14:00', 60, 57],
    ['15:00', 66, 59],
  ].flatMap(([x, first, second]) => [
    { x: String(x), y: Number(first), series: a },
    { x: String(x), y: Number(second), series: b },
  ])
}
