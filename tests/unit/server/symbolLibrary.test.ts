// @vitest-environment jsdom
/**
 * The equipment symbol library (issue 23): seventeen categories numbered 2–18, at least 60 symbols, each a
 * v1.1 symbol document that decodes, declares parameters that each change what some part shows, and is
 * drawn entirely with catalogue shapes whose props are valid — so the placed symbol's view draws every
 * part (it skips a part of an unknown type). Pixels are checked in Chromium (tests/e2e/symbolLibrary).
 */
import { describe, expect, test } from 'vitest'
import { decodeSymbol, duplicatePartNames, encodeSymbol } from '../../../engine/codec/symbolCodec.ts'
import type { SymbolPartWire } from '../../../engine/document/persisted.ts'
import { validateProps } from '../../../engine/plugins/propsValidation.ts'
import { builtinPlugins } from '../../../plugins/index.ts'
import { partsOf } from '../../../plugins/shapes/shared/composite.ts'
import { NO_BOUND } from '../../../plugins/shared/liveProps.ts'
import { partLive } from '../../../plugins/symbols/library/partLive.ts'
import view from '../../../plugins/symbols/library/shape.ts'
import { LIBRARY_SYMBOLS, SYMBOL_LIBRARY } from '../../../server/symbolLibrary/catalogue.ts'

// jsdom has no 2D context; fabric's text measures its words with one. Measuring is all the parts need here
// (what they look like is checked in Chromium), so a context that measures and draws nothing stands in.
const measuring = new Proxy(
  { measureText: (text: string) => ({ width: text.length * 7 }) } as Record<string, unknown>,
  { get: (target, key) => (key in target ? target[key as string] : () => undefined), set: () => true },
)
HTMLCanvasElement.prototype.getContext = (() => measuring) as unknown as HTMLCanvasElement['getContext']

const shapes = new Map(builtinPlugins.filter((p) => p.category === 'shape').map((p) => [p.id, p]))
const leaves = (parts: readonly SymbolPartWire[]): SymbolPartWire[] =>
  parts.flatMap((p) => (p.kind === 'group' ? leaves(p.children ?? []) : [p]))

describe('symbol library catalogue', () => {
  test('seventeen categories 2–18, at least 60 symbols, names unique in both languages', () => {
    expect(SYMBOL_LIBRARY.map((c) => c.id)).toEqual(Array.from({ length: 17 }, (_, i) => i + 2))
    expect(LIBRARY_SYMBOLS.length).toBeGreaterThanOrEqual(60)
    for (const category of SYMBOL_LIBRARY)
      expect(category.symbols.length, category.name[0]).toBeGreaterThanOrEqual(3)
    for (const lang of [0, 1] as const) {
      const names = LIBRARY_SYMBOLS.map((s) => s.name[lang])
      expect(new Set(names).size).toBe(names.length)
      const categories = SYMBOL_LIBRARY.map((c) => c.name[lang])
      expect(new Set(categories).size).toBe(categories.length)
    }
    for (const s of LIBRARY_SYMBOLS) expect(s.name[1], s.key).toMatch(/[\u4e00-\u9fff]/)
    expect(new Set(LIBRARY_SYMBOLS.map((s) => s.key)).size).toBe(LIBRARY_SYMBOLS.length)
  })
})

describe.each(LIBRARY_SYMBOLS.map((s) => [s.key, s] as const))('library symbol %s', (_key, symbol) => {
  const drawing = symbol.drawing

  test('decodes unchanged, part names unique on each level', () => {
    const decoded = decodeSymbol(encodeSymbol(drawing))
    expect(decoded.ok && decoded.value).toEqual(drawing)
    expect(duplicatePartNames(drawing)).toEqual([])
  })

  test('every part is a catalogue shape with valid props, inside the symbol', () => {
    for (const part of leaves(drawing.children)) {
      const plugin = shapes.get(part.type)
      expect(plugin, `${part.id} ${part.type}`).toBeDefined()
      expect(validateProps(plugin?.props ?? {}, part.props), part.id).toEqual({})
      for (const prop of Object.keys(part.slots))
        expect(plugin?.props, `${part.id}.${prop}`).toHaveProperty(prop)
      expect(part.x).toBeGreaterThanOrEqual(0)
      expect(part.y).toBeGreaterThanOrEqual(0)
      expect(part.x + part.w).toBeLessThanOrEqual(drawing.width)
      expect(part.y + part.h).toBeLessThanOrEqual(drawing.height)
    }
  })

  test('has parameters, and each one changes what a part shows', () => {
    expect(drawing.parameters.length).toBeGreaterThan(0)
    const parts = leaves(drawing.children)
    for (const parameter of drawing.parameters) {
      const other =
        parameter.type === 'bool' ? !parameter.default : parameter.type === 'number' ? 97.5 : 'P-101'
      const changes = parts.some((part) => {
        const slots = Object.entries(part.slots).filter(([, slot]) => slot.param === parameter.name)
        if (slots.length === 0) return false
        const designed = partLive(part.slots, drawing.parameters, {}, NO_BOUND).live
        const live = partLive(
          part.slots,
          drawing.parameters,
          { [parameter.name]: { value: other, quality: 'good', time: 1 } },
          NO_BOUND,
        ).live
        return slots.some(
          ([prop]) => JSON.stringify(designed[prop]?.value) !== JSON.stringify(live[prop]?.value),
        )
      })
      expect(changes, parameter.name).toBe(true)
    }
  })

  test('the placed symbol draws every part with its own view', () => {
    const object = view.create(
      { symbolId: '1', symbolVersion: 1, drawing, instance: '', faceplatePage: '' },
      { width: drawing.width * 2, height: drawing.height * 2 },
    )
    expect(partsOf(object)).toHaveLength(leaves(drawing.children).length)
    // Scaled uniformly to the widget box: twice the size, crisp vector parts.
    expect(object.scaleX).toBeCloseTo(2)
    expect(object.scaleY).toBeCloseTo(2)
  })
})
