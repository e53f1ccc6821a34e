/** Dashboard: one value on a half-circle arc with colour bands, the reading below. Default 250×250 (spec). */
import { defineManifest, type PropsOf } from '../../../engine/plugins/index.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import { gaugeProps } from '../gauge/manifest.ts'
import { messages as m } from './messages.ts'

/** Props of the dashboard: the gauge's (value, range, bands, unit; live, history or static). */
export const props = gaugeProps

/** The props a view receives (validated, defaults filled in). */
export type Props = PropsOf<typeof props>

/** Metadata only: the palette, the inspector and the server read it without loading the view. */
export const manifest = defineManifest({
  id: 'chart.dashboard',
  version: 1,
  category: 'chart',
  order: 42,
  title: m.title,
  icon: { paths: ['M3 17a9 9 0 0 1 18 0', 'M7 17a5 5 0 0 1 10 0', 'm12 17 3-6'] },
  defaultSize: { w: 250, h: 250 },
  props,
  rules: [{ fields: ['min', 'max'], message: f.minBelowMax, holds: (p) => p.min < p.max }],
})
