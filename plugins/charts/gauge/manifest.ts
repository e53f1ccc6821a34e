/** Gauge: one bound value on a dial with coloured bands. Default size 250×250 (spec). */
import { defineManifest, field, NUMERIC_BOUND_TYPES, type PropsOf } from '../../../engine/plugins/index.ts'
import { themeField, titleField } from '../../shared/commonFields.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import { drawingNameField, sourceField, windowField } from '../shared/seriesFields.ts'
import { gaugeMessages as m } from './messages.ts'

/** Props of the gauge. */
export const gaugeProps = {
  title: titleField(),
  drawingName: drawingNameField(),
  // Live: the bound value; history: its mean over the window; static: the designed value.
  source: sourceField('live'),
  // A gauge shows a number: only numeric properties bind here.
  value: field.number({
    label: f.value,
    default: 65,
    bindable: true,
    bindTypes: NUMERIC_BOUND_TYPES,
    // Live and history read the bound property; a static gauge shows its designed value.
    bindRequired: (props) => props.source !== 'static',
    group: 'data',
  }),
  windowSeconds: windowField(3600),
  min: field.number({ label: f.min, default: 0, group: 'data' }),
  max: field.number({ label: f.max, default: 100, group: 'data' }),
  unit: field.string({ label: f.unit, default: '%', maxLength: 20, group: 'data' }),
  decimals: field.number({ label: f.decimals, default: 1, min: 0, max: 6, integer: true, group: 'data' }),
  bands: field.list({
    label: m.bands,
    group: 'style',
    maxItems: 8,
    item: {
      to: field.number({ label: m.bandTo, default: 100 }),
      color: field.color({ label: f.color, default: '#20a67a', required: true }),
    },
    default: [
      { to: 60, color: '#20a67a' },
      { to: 85, color: '#f0a30a' },
      { to: 100, color: '#e0533d' },
    ],
  }),
  theme: themeField(),
}

/** The gauge's props. */
export type GaugeProps = PropsOf<typeof gaugeProps>

/** The manifest: metadata only (the server and the palette read it; views are in index.ts). */
export const manifest = defineManifest({
  id: 'chart.gauge',
  version: 1,
  category: 'chart',
  order: 40,
  title: m.title,
  icon: { paths: ['M4 18a8 8 0 1 1 16 0', 'm12 18 4-5', 'M12 18h.01'] },
  defaultSize: { w: 250, h: 250 },
  props: gaugeProps,
  rules: [{ fields: ['min', 'max'], message: f.minBelowMax, holds: (props) => props.min < props.max }],
})
