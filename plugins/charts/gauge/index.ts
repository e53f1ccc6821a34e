/** Gauge: one bound value on a dial with coloured bands. Default size 250×250 (spec). */
import { definePlugin, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { themeField, titleField } from '../../shared/commonFields.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import type { DomWidgetView } from '../../shared/viewContract.ts'
import { gaugeMessages as m } from './messages.ts'

/** Props of the gauge. */
export const gaugeProps = {
  title: titleField(),
  value: field.number({ label: f.value, default: 65, bindable: true, group: 'data' }),
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

const view = () => import('./view.tsx').then((module) => module.default)

/** The gauge plugin. */
export const gaugeChart = definePlugin<typeof gaugeProps, DomWidgetView<GaugeProps>>({
  id: 'chart.gauge',
  version: 1,
  category: 'chart',
  title: m.title,
  icon: 'chart-gauge',
  defaultSize: { w: 250, h: 250 },
  props: gaugeProps,
  render: 'dom',
  views: { design: view, runtime: view },
})
