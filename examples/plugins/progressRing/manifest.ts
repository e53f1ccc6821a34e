/** The progress ring's manifest: metadata only, as for a built-in plugin (plugins/README.md §2). */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { ringMessages as m } from './messages.ts'

export const ringProps = {
  value: field.number({
    label: m.value,
    default: 40,
    bindable: true,
    bindTypes: ['int', 'long', 'float', 'double'],
  }),
  min: field.number({ label: m.min, default: 0 }),
  max: field.number({ label: m.max, default: 100 }),
  unit: field.string({ label: m.unit, default: '%', maxLength: 10 }),
  color: field.color({ label: m.color, default: '#2f7de1', group: 'style' }),
}

export type RingProps = PropsOf<typeof ringProps>

export const manifest = defineManifest({
  id: 'meter.progressRing',
  version: 1,
  category: 'meter',
  categoryTitle: m.category,
  title: m.title,
  icon: { paths: ['M12 3a9 9 0 1 1-9 9', 'M12 7a5 5 0 1 1-5 5'] },
  defaultSize: { w: 120, h: 120 },
  props: ringProps,
  rules: [{ fields: ['min', 'max'], message: m.rangeRule, holds: (p) => p.min < p.max }],
  hit: 'ellipse',
})
