import { expect, test } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { propsForView } from '../../../engine/plugins/widgetProps.ts'
import { gaugeProps, manifest } from './manifest.ts'

// The gauge's view (live reading before G2, then the dial) is tested in tests/unit/plugins/gaugeView.test.tsx.
test('schema: the spec’s 250×250, live by default, a dial whose minimum is not below its maximum refused', () => {
  expect(manifest.defaultSize).toEqual({ w: 250, h: 250 })
  const defaults = defaultProps(gaugeProps)
  expect(defaults.source).toBe('live')
  const rule = manifest.rules?.[0]
  expect(rule?.holds(defaults as never)).toBe(true)
  expect(rule?.holds({ ...defaults, min: 100, max: 100 } as never)).toBe(false)
  expect(propsForView(manifest, { decimals: 'two' }).decimals).toBe(defaults.decimals)
})
