import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The SPC chart's own labels: descriptors with explicit ids (the manifest needs `message` at runtime). */
export const messages = {
  title: /*i18n*/ { id: 'chart.spc.title', message: 'SPC control chart' },
  kind: /*i18n*/ { id: 'chart.spc.kind', message: 'Control chart' },
  kindImr: /*i18n*/ { id: 'chart.spc.kind.imr', message: 'Individuals and moving range (I-MR)' },
  kindXbarR: /*i18n*/ { id: 'chart.spc.kind.xbarR', message: 'Subgroup means and ranges (X̄–R)' },
  kindP: /*i18n*/ { id: 'chart.spc.kind.p', message: 'Fraction nonconforming (p)' },
  measurement: /*i18n*/ { id: 'chart.spc.measurement', message: 'Measurement or nonconforming count' },
  measurementHelp: /*i18n*/ {
    id: 'chart.spc.measurement.help',
    message: 'Bind to the measured property: each reported value is one measurement (p chart: one count)',
  },
  sampleSizeValue: /*i18n*/ { id: 'chart.spc.sampleSizeValue', message: 'Sample size (p chart, bound)' },
  sampleSize: /*i18n*/ { id: 'chart.spc.sampleSize', message: 'Sample size (p chart)' },
  subgroupSize: /*i18n*/ { id: 'chart.spc.subgroupSize', message: 'Subgroup size (X̄–R)' },
  dataHelp: /*i18n*/ {
    id: 'chart.spc.data.help',
    message: 'Measurements as a list of numbers, or for a p chart rows with count and size',
  },
  limits: /*i18n*/ { id: 'chart.spc.limits', message: 'Control limits' },
  limitsComputed: /*i18n*/ { id: 'chart.spc.limits.computed', message: 'Computed from the data' },
  limitsFixed: /*i18n*/ { id: 'chart.spc.limits.fixed', message: 'Fixed' },
  center: /*i18n*/ { id: 'chart.spc.center', message: 'Centre line (fixed)' },
  ucl: /*i18n*/ { id: 'chart.spc.ucl', message: 'Upper control limit (fixed)' },
  lcl: /*i18n*/ { id: 'chart.spc.lcl', message: 'Lower control limit (fixed)' },
  uclAboveLcl: /*i18n*/ {
    id: 'chart.spc.uclAboveLcl',
    message: 'The upper control limit must be above the lower one, with the centre line between',
  },
  rule1: /*i18n*/ { id: 'chart.spc.rule1', message: 'Rule 1: a point beyond 3σ' },
  rule2: /*i18n*/ { id: 'chart.spc.rule2', message: 'Rule 2: 2 of 3 beyond 2σ on one side' },
  rule3: /*i18n*/ { id: 'chart.spc.rule3', message: 'Rule 3: 4 of 5 beyond 1σ on one side' },
  rule4: /*i18n*/ { id: 'chart.spc.rule4', message: 'Rule 4: 8 in a row on one side' },
  dispersion: /*i18n*/ { id: 'chart.spc.dispersion', message: 'Show the range chart (R / MR)' },
} satisfies Record<string, MessageDescriptor>
