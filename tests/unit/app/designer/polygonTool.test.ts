import { describe, expect, test } from 'vitest'
import { shapeFromPoints } from '../../../../app/designer/state/polygonGeometry'
import { IRREGULAR_TYPE } from '../../../../app/designer/state/polygonTool'
import { frameOf } from '../../../../app/designer/state/selectors'
import type { WidgetNode } from '../../../../engine/document/pageDoc'
import { listWidgets } from '../../../../engine/document/widgetStore'
import { definePlugin } from '../../../../engine/plugins/contract'
import { props as irregularProps } from '../../../../plugins/shapes/irregular/manifest'
import { DesignerDriver } from './designerDriver'
import { testStore } from './support'

/** A designer whose catalogue has the irregular shape (its real props), over an empty block b1. */
function designer() {
  const store = testStore()
  store.registry.register(
    definePlugin({
      id: IRREGULAR_TYPE,
      version: 1,
      category: 'shape',
      title: { id: 'test.irregular', message: 'Irregular' },
      defaultSize: { w: 120, h: 100 },
      props: irregularProps,
      render: 'canvas',
      views: {
        design: async () => ({ create: () => ({}) as never, update: () => {} }),
        runtime: async () => ({ create: () => ({}) as never, update: () => {} }),
      },
    }),
  )
  return new DesignerDriver(store)
}

const onlyWidget = (d: DesignerDriver) => {
  const block = d.store.state.doc.blocks.b1
  const widgets = block ? listWidgets(block.widgets) : []
  expect(widgets).toHaveLength(1)
  return widgets[0] as WidgetNode
}

const widgetIds = (d: DesignerDriver) => {
  const block = d.store.state.doc.blocks.b1
  return block ? listWidgets(block.widgets).map((w) => w.id) : []
}

describe('shape geometry from drawn points', () => {
  test('the box is the points’ bounds and the points are percentages of it', () => {
    expect(
      shapeFromPoints([
        { x: 100, y: 50 },
        { x: 300, y: 50 },
        { x: 200, y: 150 },
      ]),
    ).toEqual({
      box: { x: 100, y: 50, w: 200, h: 100 },
      points: [
        { x: 0, y: 0 },
        { x: 100, y: 0 },
        { x: 50, y: 100 },
      ],
    })
  })

  test('a straight line keeps a box to select, centred on the line', () => {
    const { box, points } = shapeFromPoints([
      { x: 10, y: 40 },
      { x: 90, y: 40 },
    ])
    expect(box).toEqual({ x: 10, y: 38, w: 80, h: 4 })
    expect(points.map((p) => p.y)).toEqual([50, 50])
  })
})

describe('the polygon tool', () => {
  test('presses place points; a press on the first point closes the polygon as one undo step', () => {
    const d = designer()
    expect(d.keyDown('p')).toBe(true)
    expect(d.store.state.tool).toBe('polygon')
    d.click(100, 50).click(300, 50)
    d.pointerMove(250, 140)
    expect(d.store.state.polygon?.cursor).toEqual({ x: 250, y: 140 })
    d.click(200, 150).click(102, 52)
    const shape = onlyWidget(d)
    expect(shape).toMatchObject({ type: IRREGULAR_TYPE, x: 100, y: 50, w: 200, h: 100 })
    expect(shape.props.closed).toBe(true)
    expect(shape.props.points).toEqual([
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 50, y: 100 },
    ])
    expect(d.selection).toEqual([shape.id])
    expect(d.store.state.tool).toBe('select')
    expect(d.store.editor.history.size.past).toBe(1)
    d.keyDown('z', { ctrl: true })
    expect(widgetIds(d)).toEqual([])
  })

  test('a double click on the last point ends an open path; Backspace takes back a point; Escape drops it', () => {
    const d = designer()
    d.keyDown('p')
    d.click(20, 20).click(80, 20).click(80, 90)
    expect(d.keyDown('Backspace')).toBe(true)
    expect(d.store.state.polygon?.points).toHaveLength(2)
    d.click(140, 60).click(140, 60)
    const path = onlyWidget(d)
    expect(path.props.closed).toBe(false)
    expect(path.props.points).toHaveLength(3)

    d.keyDown('p')
    d.click(300, 300).click(400, 300)
    expect(d.keyDown('Escape')).toBe(true)
    expect(d.store.state.polygon).toBeNull()
    expect(widgetIds(d)).toHaveLength(1)
  })

  test('Enter closes a drawing of three points or more; points stay inside the block', () => {
    const d = designer()
    d.keyDown('p')
    d.click(10, 10).click(60, 10).click(30, 5000)
    expect(d.keyDown('Enter')).toBe(true)
    const shape = onlyWidget(d)
    const frame = frameOf(d.store.state, 'b1')
    if (!frame) throw new Error('no block b1')
    expect(shape.props.closed).toBe(true)
    // The press far below the block landed on its bottom edge.
    expect(shape.y + shape.h).toBe(frame.rect.h)
    expect(frame.rect.h).toBeLessThan(5000)
    expect(d.store.state.polygon).toBeNull()
  })

  test('a vertex of the selected shape drags to a new place: box and points change as one undo step', () => {
    const d = designer()
    d.keyDown('p')
    d.click(100, 50).click(300, 50).click(200, 150)
    d.keyDown('Enter')
    const before = onlyWidget(d)
    d.drag({ x: 200, y: 150 }, { x: 200, y: 250 }, { target: { vertex: 2 } })
    const after = onlyWidget(d)
    expect(after).toMatchObject({ x: 100, y: 50, w: 200, h: 200 })
    expect(after.props.points).toEqual([
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 50, y: 100 },
    ])
    expect(d.store.state.vertexDrag).toBeNull()
    expect(d.store.editor.history.size.past).toBe(2)
    d.keyDown('z', { ctrl: true })
    expect(onlyWidget(d)).toMatchObject({ x: before.x, y: before.y, w: before.w, h: before.h })

    // Dragging the first point left of the box moves the box and renumbers every percentage.
    d.drag({ x: 100, y: 50 }, { x: 0, y: 50 }, { target: { vertex: 0 } })
    const moved = onlyWidget(d)
    expect(moved).toMatchObject({ x: 0, y: 50, w: 300, h: 100 })
    expect(moved.props.points).toEqual([
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 66.7, y: 100 },
    ])
  })
})
