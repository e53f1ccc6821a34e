/**
 * Trend chart: history of up to eight pens (object properties) over 30 s to 30 days from the history
 * service, drawn with G2, and in live mode refreshed and scrolled as new samples are stored.
 */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { TREND_MAX_PENS, TREND_MAX_SPAN_MS, TREND_MIN_SPAN_MS } from '../../../engine/rules/trend.ts'
import { themeField, titleField } from '../../shared/commonFields.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import { trendChartMessages as m } from './messages.ts'

/** Props of the trend chart. */
export const trendChartProps = {
  title: titleField(),
  pens: field.list({
    label: m.pens,
    description: m.pensHelp,
    group: 'data',
    maxItems: TREND_MAX_PENS,
    item: {
      // Not required: a pen just added in the inspector is blank until picked, and is not drawn till then.
      objName: field.string({ label: m.objName, default: '', maxLength: 200 }),
      propName: field.string({ label: m.propName, default: '', maxLength: 200 }),
      name: field.string({ label: m.penName, default: '', maxLength: 50 }),
      color: field.color({ label: f.color, default: '' }),
    },
    default: [],
  }),
  rangeSeconds: field.number({
    label: m.rangeSeconds,
    description: m.rangeHelp,
    default: 3600,
    min: TREND_MIN_SPAN_MS / 1000,
    max: TREND_MAX_SPAN_MS / 1000,
    integer: true,
    unit: 's',
    group: 'data',
  }),
  refreshSeconds: field.number({
    label: m.refreshSeconds,
    default: 5,
    min: 1,
    max: 300,
    integer: true,
    unit: 's',
    group: 'data',
  }),
  unit: field.string({ label: f.unit, default: '', maxLength: 20, group: 'data' }),
  dynamicObject: field.boolean({
    label: m.dynamicObject,
    description: m.dynamicObjectHelp,
    default: false,
    group: 'data',
  }),
  smooth: field.boolean({ label: m.smooth, default: false, group: 'style' }),
  showLegend: field.boolean({ label: f.showLegend, default: true, group: 'style' }),
  theme: themeField(),
}

/** The trend chart's props. */
export type TrendChartProps = PropsOf<typeof trendChartProps>

/** The manifest: metadata only (the server and the palette read it; views are in index.ts). */
export const manifest = defineManifest({
  id: 'control.trendChart',
  version: 1,
  category: 'control',
  order: 20,
  title: m.title,
  icon: { paths: ['M3 3v18h18', 'm7 13 3-3 3 2 5-5', 'm7 18 4-2 3 1 4-3'] },
  defaultSize: { w: 720, h: 320 },
  props: trendChartProps,
})
