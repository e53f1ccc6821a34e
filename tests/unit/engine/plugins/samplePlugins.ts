import type { MessageDescriptor } from '../../../../engine/messages.ts'
import { definePlugin, field, type PropsSchema, type WidgetPlugin } from '../../../../engine/plugins/index.ts'

/** A descriptor for tests; ids need not reach a catalogue. */
export function msg(message: string): MessageDescriptor {
  return { id: `test.${message}`, message }
}

/** A schema with one field of every kind, the way a chart plugin would declare it. */
export const chartSchema = {
  title: field.string({ label: msg('Title'), default: 'Flow', maxLength: 10, group: 'basic' }),
  code: field.string({ label: msg('Code'), default: 'A1', pattern: '[A-Z]\\d+', required: true }),
  value: field.number({ label: msg('Value'), default: 5, min: 0, max: 100, bindable: true, group: 'data' }),
  decimals: field.number({ label: msg('Decimals'), default: 2, integer: true, min: 0 }),
  visible: field.boolean({ label: msg('Visible'), default: true, bindable: true }),
  fill: field.color({ label: msg('Fill'), default: '#1677ff', group: 'style', bindable: true }),
  shape: field.enum({
    label: msg('Shape'),
    default: 'line',
    options: [
      { value: 'line', label: msg('Line') },
      { value: 'bar', label: msg('Bar') },
    ],
  }),
  level: field.enum({
    label: msg('Level'),
    default: 1,
    options: [
      { value: 1, label: msg('Low') },
      { value: 2, label: msg('High') },
    ],
  }),
  extra: field.json<{ legend: boolean }>({ label: msg('Extra'), default: { legend: true } }),
  picture: field.image({ label: msg('Picture'), default: '' }),
  target: field.pageRef({ label: msg('Target page'), default: '' }),
  series: field.list({
    label: msg('Series'),
    item: {
      name: field.string({ label: msg('Name'), default: 'S', required: true }),
      width: field.number({ label: msg('Width'), default: 1, min: 1 }),
    },
    default: [{ name: 'First', width: 2 }],
    maxItems: 3,
  }),
}

/** A valid plugin with the given id, title and category overrides; views resolve to their kind's name. */
export function samplePlugin(
  overrides: Partial<WidgetPlugin<PropsSchema, string>> = {},
): WidgetPlugin<PropsSchema, string> {
  return definePlugin<WidgetPlugin<PropsSchema, string>>({
    id: 'chart.line',
    version: 1,
    category: 'chart',
    title: msg('Line chart'),
    defaultSize: { w: 450, h: 250 },
    props: { title: field.string({ label: msg('Title'), default: '' }) },
    render: 'dom',
    views: { design: async () => 'design', runtime: async () => 'runtime' },
    ...overrides,
  })
}
