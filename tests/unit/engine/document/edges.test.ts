import { describe, expect, it } from 'vitest'
import { boxExit, EDGE_TYPE, edgeEnds, followEdges } from '../../../../engine/document/edges.ts'
import type { WidgetNode } from '../../../../engine/document/pageDoc.ts'
import { getWidget, storeOf } from '../../../../engine/document/widgetStore.ts'

const node = (id: string, type: string, box: [number, number, number, number], props = {}): WidgetNode => ({
  id,
  type,
  version: 1,
  x: box[0],
  y: box[1],
  w: box[2],
  h: box[3],
  rotation: 0,
  groupId: null,
  props,
  bindings: {},
  events: {},
  order: id,
  extra: {},
})

describe('edges follow the widgets they join', () => {
  it('an end leaves its widget where the line between the centres crosses the border', () => {
    expect(boxExit({ x: 0, y: 0, w: 100, h: 50 }, { x: 300, y: 25 })).toEqual({ x: 100, y: 25 })
    expect(boxExit({ x: 0, y: 0, w: 100, h: 50 }, { x: 50, y: -100 })).toEqual({ x: 50, y: 0 })
  })

  it('moving a joined widget re-routes the edge; unrelated edges and free ends stay', () => {
    const widgets = storeOf([
      node('a', 'shape.rect', [0, 0, 100, 50]),
      node('b', 'shape.rect', [300, 0, 100, 50]),
      node('e', EDGE_TYPE, [0, 0, 10, 10], { source: 'a', target: 'b' }),
      node('free', EDGE_TYPE, [500, 500, 100, 20], { x1: 0, y1: 0.5, x2: 1, y2: 0.5 }),
    ])
    expect(followEdges(widgets, new Set(['a']))).toEqual(['e'])
    const edge = getWidget(widgets, 'e') as WidgetNode
    const [start, end] = edgeEnds(edge)
    expect([start.x, start.y, end.x, end.y].map(Math.round)).toEqual([100, 25, 300, 25])

    // b moves down: the edge now runs diagonally and still touches both borders.
    const b = getWidget(widgets, 'b') as WidgetNode
    b.y = 200
    followEdges(widgets, new Set(['b']))
    const [s2, e2] = edgeEnds(getWidget(widgets, 'e') as WidgetNode)
    expect(Math.round(s2.y)).toBe(50)
    expect(Math.round(e2.y)).toBe(200)
    expect(getWidget(widgets, 'free')?.x).toBe(500)
  })

  it('an edge with one joined end keeps its free end in place', () => {
    const widgets = storeOf([
      node('a', 'shape.rect', [0, 0, 100, 100]),
      node('e', EDGE_TYPE, [200, 40, 100, 20], { source: '', target: 'a', x1: 1, y1: 0.5, x2: 0, y2: 0.5 }),
    ])
    followEdges(widgets, new Set(['a']))
    const [start, end] = edgeEnds(getWidget(widgets, 'e') as WidgetNode)
    expect([Math.round(start.x), Math.round(start.y)]).toEqual([300, 50])
    expect([Math.round(end.x), Math.round(end.y)]).toEqual([100, 50])
  })
})
