import type { G2Spec } from '@antv/g2'
import { describe, expect, test } from 'vitest'
import { withoutAnimation } from '../../../plugins/charts/shared/liveSpec.ts'
import { spcDispersionSpec, spcMainSpec } from '../../../plugins/charts/spc/spcSpec.ts'
import { individualsChart } from '../../../plugins/charts/spc/spcStats.ts'

/** Every node of a spec tree that has no `animate: false`, by path. */
function animated(spec: G2Spec, path = 'spec'): string[] {
  const node = spec as { animate?: unknown; children?: G2Spec[] }
  const here = node.animate === false ? [] : [path]
  return [...here, ...(node.children ?? []).flatMap((child, i) => animated(child, `${path}.${i}`))]
}

describe('live chart specs', () => {
  test('a live update turns animation off at every level of a spec (views of marks nested in a composition)', () => {
    const result = individualsChart([10, 11, 9, 10.5, 12, 9.5, 10, 14, 8, 10])
    if (!result) throw new Error('no result')
    const options = {
      result,
      theme: 'light' as const,
      color: '',
      dispersion: true,
      unit: '',
      words: { centre: 'CL', rules: 'Rules', point: 'Point' },
      animate: true,
    }
    // The SPC chart's two views (drawn as two charts now) in one composition: marks two levels down.
    const spec = {
      type: 'spaceFlex',
      children: [spcMainSpec(options), spcDispersionSpec(options)],
    } as G2Spec
    // Designed: the limit lines keep G2's default animation, nested two levels down.
    expect(animated(spec).length).toBeGreaterThan(6)
    expect(animated(withoutAnimation(spec))).toEqual([])
    // The data and the marks are unchanged.
    const live = withoutAnimation(spec) as { children: { children: { type: string }[] }[] }
    expect(live.children.map((view) => view.children.map((mark) => mark.type))).toEqual(
      (spec as unknown as typeof live).children.map((view) => view.children.map((mark) => mark.type)),
    )
  })
})
