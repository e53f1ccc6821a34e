/** SPC control chart: I-MR, X̄–R or p chart with Western Electric rules. Default size 450×250 (spec). */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { themeField, titleField } from '../../shared/commonFields.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import { chartMessages as c } from '../shared/chartMessages.ts'
import { drawingNameField, seriesListField, sourceField, windowField } from '../shared/seriesFields.ts'
import { messages as m } from './messages.ts'

// A filling weight that shifts upward half way: rules 2–4 fire before rule 1 does.
const sample = [
  50.1, 49.8, 50.2, 49.7, 50.3, 50.0, 49.6, 50.2, 49.9, 50.1, 49.8, 50.0, 50.4, 50.6, 50.5, 50.8, 50.6, 50.9,
  51.0, 51.6,
]

/** Props of the SPC chart: ONE schema gives defaults, validation, the inspector and what binds. */
export const props = {
  title: titleField(),
  drawingName: drawingNameField(),
  kind: field.enum({
    label: m.kind,
    default: 'imr',
    options: [
      { value: 'imr', label: m.kindImr },
      { value: 'xbarR', label: m.kindXbarR },
      { value: 'p', label: m.kindP },
    ] as const,
  }),
  source: sourceField('static'),
  s1: field.number({
    label: m.measurement,
    description: m.measurementHelp,
    default: 0,
    bindable: true,
    group: 'data',
  }),
  s2: field.number({ label: m.sampleSizeValue, default: 50, bindable: true, group: 'data' }),
  series: seriesListField(['Measurement']),
  windowSeconds: windowField(3600),
  data: field.json<unknown[]>({ label: c.data, description: m.dataHelp, default: sample, group: 'data' }),
  subgroupSize: field.number({
    label: m.subgroupSize,
    default: 5,
    min: 2,
    max: 10,
    integer: true,
    group: 'data',
  }),
  sampleSize: field.number({ label: m.sampleSize, default: 50, min: 1, integer: true, group: 'data' }),
  unit: field.string({ label: f.unit, default: 'g', maxLength: 20, group: 'data' }),
  limits: field.enum({
    label: m.limits,
    group: 'limits',
    default: 'computed',
    options: [
      { value: 'computed', label: m.limitsComputed },
      { value: 'fixed', label: m.limitsFixed },
    ] as const,
  }),
  center: field.number({ label: m.center, default: 50, group: 'limits' }),
  ucl: field.number({ label: m.ucl, default: 51, group: 'limits' }),
  lcl: field.number({ label: m.lcl, default: 49, group: 'limits' }),
  rule1: field.boolean({ label: m.rule1, default: true, group: 'limits' }),
  rule2: field.boolean({ label: m.rule2, default: true, group: 'limits' }),
  rule3: field.boolean({ label: m.rule3, default: true, group: 'limits' }),
  rule4: field.boolean({ label: m.rule4, default: true, group: 'limits' }),
  dispersion: field.boolean({ label: m.dispersion, default: true, group: 'style' }),
  color: field.color({ label: f.color, default: '', group: 'style' }),
  theme: themeField(),
}

/** The props a view receives (validated, defaults filled in). */
export type Props = PropsOf<typeof props>

/** Metadata only: the palette, the inspector and the server read it without loading the view. */
export const manifest = defineManifest({
  id: 'chart.spc',
  version: 1,
  category: 'chart',
  order: 60,
  title: m.title,
  icon: { paths: ['M3 5h18', 'M3 19h18', 'M3 12h18', 'm4 13 3-4 3 5 3-3 3 2 3-7'] },
  defaultSize: { w: 450, h: 250 },
  props,
  rules: [
    {
      fields: ['ucl', 'lcl', 'center'],
      message: m.uclAboveLcl,
      holds: (p) => p.limits !== 'fixed' || (p.ucl > p.center && p.center > p.lcl),
    },
  ],
})
