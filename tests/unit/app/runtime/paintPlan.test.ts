import { describe, expect, test } from 'vitest'
import { PAINT_THRESHOLD, paintPlan } from '../../../../app/runtime/paint/crowding'
import { createPageStore } from '../../../../app/stage/pageStore'
import type { WidgetWire } from '../../../../engine/document/persisted'
import { createPluginRegistry } from '../../../../engine/plugins/registry'
import { registerBuiltinPlugins } from '../../../../plugins/index'
import pipe from '../../../../plugins/shapes/pipe/index'
import type { GantryPlugin } from '../../../../plugins/shared/viewContract'
import { page, widget } from '../../engine/support/builders'

const registry = createPluginRegistry<GantryPlugin>()
registerBuiltinPlugins(registry)
// Every built-in shape paints; a shape without a painter (a third party's) is made from the pipe.
const { paint: _paint, ...pipeViews } = pipe.views
registry.register({ ...pipe, id: 'shape.unpainted', views: pipeViews } as GantryPlugin)

function many(type: string, count: number, prefix = type): WidgetWire[] {
  return Array.from({ length: count }, (_, i) =>
    widget(`${prefix}${i}`, { type, x: (i % 40) * 30, y: i * 2 }),
  )
}

const planOf = (widgets: WidgetWire[]) => paintPlan(createPageStore(page({ b1: widgets }), { registry }))

const node = (type: string) => ({ type }) as Parameters<NonNullable<ReturnType<typeof planOf>>['paints']>[0]

describe('paint plan of a runtime page', () => {
  test('a page with few paintable widgets paints nothing', () => {
    expect(planOf([...many('form.label', 100), ...many('shape.rect', PAINT_THRESHOLD - 100)])).toBeNull()
  })

  test('a crowded page whose shapes all have painters paints labels and shapes, and needs no fabric', () => {
    const plan = planOf([...many('form.label', 200), ...many('shape.rect', 100), ...many('shape.circle', 20)])
    expect(plan).not.toBeNull()
    expect(plan?.fabric).toBe(false)
    expect(plan?.paints(node('form.label'))).toBe(true)
    expect(plan?.paints(node('shape.rect'))).toBe(true)
    expect(plan?.paints(node('shape.circle'))).toBe(true)
  })

  test('one shape without a painter keeps every shape on the fabric layer (their stacking stays)', () => {
    const plan = planOf([
      ...many('form.label', PAINT_THRESHOLD + 1),
      ...many('shape.rect', 50),
      widget('p', { type: 'shape.unpainted' }),
    ])
    expect(plan?.fabric).toBe(true)
    expect(plan?.paints(node('form.label'))).toBe(true)
    expect(plan?.paints(node('shape.rect'))).toBe(false)
    expect(plan?.paints(node('shape.unpainted'))).toBe(false)
    // Shapes that are not painted do not count towards crowding.
    expect(
      planOf([
        ...many('form.label', 10),
        ...many('shape.rect', 400),
        widget('p', { type: 'shape.unpainted' }),
      ]),
    ).toBeNull()
  })

  test('a crowded page of every built-in shape kind paints them all', () => {
    const kinds = registry
      .list()
      .filter((plugin) => plugin.render === 'canvas' && plugin.id !== 'shape.unpainted')
    const plan = planOf(kinds.flatMap((plugin) => many(plugin.id, 20)))
    expect(plan?.fabric).toBe(false)
    for (const plugin of kinds) expect(plan?.paints(node(plugin.id)), plugin.id).toBe(true)
  })
})
