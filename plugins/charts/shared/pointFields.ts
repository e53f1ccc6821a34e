/** Schema of scatter and bubble charts (pure data: manifests import it). */
import { field } from '../../../engine/plugins/propsSchema.ts'
import { themeField, titleField } from '../../shared/commonFields.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import { chartMessages as m } from './chartMessages.ts'
import type { PairDatum } from './seriesData.ts'
import {
  drawingNameField,
  seriesListField,
  seriesValueFields,
  sourceField,
  windowField,
} from './seriesFields.ts'

/**
 * Fields of a chart of x/y points: static rows, or the bound x (s1), y (s2) and, for bubbles, size (s3)
 * — one point each time one of them changes, over the window.
 */
export function pointChartFields<N extends 2 | 3>(count: N, rows: PairDatum[]) {
  return {
    title: titleField(),
    drawingName: drawingNameField(),
    source: sourceField('static'),
    ...seriesValueFields(count),
    series: seriesListField(['Live']),
    windowSeconds: windowField(600),
    data: field.json<PairDatum[]>({
      label: m.data,
      description: m.dataPointHelp,
      default: rows,
      group: 'data',
    }),
    xTitle: field.string({ label: m.xTitle, default: '', maxLength: 50, group: 'data' }),
    yTitle: field.string({ label: m.yTitle, default: '', maxLength: 50, group: 'data' }),
    unit: field.string({ label: f.unit, default: '', maxLength: 20, group: 'data' }),
    showLegend: field.boolean({ label: f.showLegend, default: true, group: 'style' }),
    theme: themeField(),
  }
}
