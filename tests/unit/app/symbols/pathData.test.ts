import { describe, expect, test } from 'vitest'
import {
  formatSegments,
  multiply,
  parsePathData,
  parseTransform,
  segmentsBox,
  transformSegments,
} from '../../../../app/screens/symbols/svg/pathData'

describe('SVG path data for imported symbols', () => {
  test('relative, horizontal, vertical and implicit commands become absolute moves and lines', () => {
    expect(formatSegments(parsePathData('m 0.5,0.25 h 80 l 10,20 h 10 v 20 z'))).toBe(
      'M0.5 0.25 L80.5 0.25 L90.5 20.25 L100.5 20.25 L100.5 40.25 Z',
    )
    // Pairs after a move are lines; a relative move after a close starts from the subpath's start.
    expect(formatSegments(parsePathData('m10 2.8 28 8.4m-28 26 28-8.4'))).toBe(
      'M10 2.8 L38 11.2 M10 37.2 L38 28.8',
    )
  })

  test('quadratic and shorthand curves become cubics through the same points', () => {
    const [, q] = parsePathData('M0 0 Q50 100 100 0')
    expect(q).toMatchObject({ cmd: 'C', x: 100, y: 0 })
    if (q?.cmd === 'C') {
      // The cubic's controls are two thirds of the way to the quadratic's.
      expect(q.x1).toBeCloseTo(100 / 3)
      expect(q.y1).toBeCloseTo(200 / 3)
    }
    const s = parsePathData('M0 0 C0 10 10 10 10 0 S20 -10 20 0')
    expect(s[2]).toMatchObject({ cmd: 'C', x1: 10, y1: -10, x2: 20, y2: -10, x: 20, y: 0 })
  })

  test('an arc becomes cubics that end where it ends and pass through its far side', () => {
    const half = parsePathData('M0 50 A50 50 0 0 1 100 50')
    expect(half.slice(1).every((s) => s.cmd === 'C')).toBe(true)
    expect(half.at(-1)).toMatchObject({ x: 100, y: 50 })
    // A half circle over the top: its box reaches the circle's top (controls included, so at most a bit over).
    const box = segmentsBox(half)
    expect(box?.y).toBeLessThanOrEqual(0.01)
    expect(box?.y).toBeGreaterThan(-15)
  })

  test('data that does not start with a move gives nothing', () => {
    expect(parsePathData('L10 10')).toEqual([])
    expect(parsePathData('')).toEqual([])
  })

  test('transform lists compose left to right as SVG applies them', () => {
    const m = parseTransform('translate(10 20) scale(2)')
    expect(m).toEqual([2, 0, 0, 2, 10, 20])
    expect(parseTransform('matrix(.5 0 0 .5 1 1)')).toEqual([0.5, 0, 0, 0.5, 1, 1])
    const turned = parseTransform('rotate(90 10 10)')
    const [moved] = transformSegments([{ cmd: 'M', x: 20, y: 10 }], turned)
    expect(moved?.cmd === 'M' && [moved.x, moved.y].map(Math.round)).toEqual([10, 20])
    expect(multiply([1, 0, 0, 1, 5, 5], [2, 0, 0, 2, 0, 0])).toEqual([2, 0, 0, 2, 5, 5])
    expect(parseTransform('nonsense')).toEqual([1, 0, 0, 1, 0, 0])
  })
})
