import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { centredBaseline, fitText } from '../../shared/paint.ts'
import type { LiveProps } from '../../shared/viewContract.ts'
import type { LabelProps } from './manifest.ts'
import labelPainter from './paint.ts'

/** A 2D context that records what is drawn; every character is 6 px wide, ascent 11, descent 3. */
function recordingContext() {
  const calls: {
    op: string
    args: unknown[]
    fillStyle: unknown
    globalAlpha: unknown
    font: string
    textAlign: string
  }[] = []
  const ctx = {
    font: '10px sans-serif',
    fillStyle: '#000' as unknown,
    strokeStyle: '#000' as unknown,
    lineWidth: 1,
    textAlign: 'start',
    textBaseline: 'alphabetic',
    measureText: (text: string) => ({
      width: text.length * 6,
      fontBoundingBoxAscent: 11,
      fontBoundingBoxDescent: 3,
    }),
  } as Record<string, unknown>
  for (const op of ['fillText', 'fill', 'stroke', 'beginPath', 'roundRect', 'arc']) {
    ctx[op] = (...args: unknown[]) =>
      calls.push({
        op,
        args,
        fillStyle: ctx.fillStyle,
        globalAlpha: ctx.globalAlpha ?? 1,
        font: String(ctx.font),
        textAlign: String(ctx.textAlign),
      })
  }
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls }
}

const props: LabelProps = {
  text: 'Label',
  fontSize: 14,
  color: '#1b2430',
  background: '',
  bold: false,
  align: 'left',
}

const live = (entries: Record<string, unknown>, quality: 'good' | 'bad' | 'uncertain' = 'good'): LiveProps =>
  Object.fromEntries(Object.entries(entries).map(([key, value]) => [key, { value, quality, time: 0 }]))

beforeAll(() => {
  i18n.load('en-us', {})
  i18n.activate('en-us')
})

describe('fitText', () => {
  it('keeps text that fits and cuts the rest with an ellipsis at the longest fitting prefix', () => {
    const { ctx } = recordingContext()
    expect(fitText(ctx, 'abc', 18)).toBe('abc')
    expect(fitText(ctx, 'abcdef', 30)).toBe('abcd…')
    expect(fitText(ctx, 'abcdef', 5)).toBe('…')
    expect(fitText(ctx, 'abc', 0)).toBe('')
  })

  it('with the font named, measures a short text that surely fits by its characters only, once each', () => {
    const { ctx } = recordingContext()
    const measured: string[] = []
    const measure = ctx.measureText.bind(ctx)
    ctx.measureText = (text: string) => {
      measured.push(text)
      return measure(text)
    }
    // 5 characters of 6 px: 30 px, with the margin 32.5 — sure to fit 40, not sure for 32.
    expect(fitText(ctx, '12.34', 40, 'fit-font-a')).toBe('12.34')
    expect(measured).toEqual(['1', '2', '.', '3', '4'])
    measured.length = 0
    expect(fitText(ctx, '43.21', 40, 'fit-font-a')).toBe('43.21')
    expect(measured).toEqual([])
    // Close to the edge, or cut: the text itself is measured, and the answer is the same as without the font.
    for (const [text, width] of [
      ['12.34', 32],
      ['12.34', 30],
      ['12.345', 30],
      ['中文标签', 40],
      ['°C 12', 31],
    ] as const) {
      measured.length = 0
      expect(fitText(ctx, text, width, 'fit-font-a')).toBe(fitText(ctx, text, width))
    }
    expect(fitText(ctx, '12.345', 30, 'fit-font-a')).toBe('12.3…')
    expect(fitText(ctx, '中文标签', 40, 'fit-font-a')).toBe('中文标签')
  })

  it('centres the line box by the font’s ascent and descent', () => {
    const { ctx } = recordingContext()
    ctx.font = '12px test-font'
    expect(centredBaseline(ctx, '12px test-font', 24)).toBe(12 + (11 - 3) / 2)
  })
})

describe('label painter', () => {
  it('draws the bound value over the designed text, in the label’s font, colour and alignment', () => {
    const { ctx, calls } = recordingContext()
    labelPainter.paint(ctx, {
      props: { ...props, bold: true, align: 'right', color: '#123456' },
      live: live({ text: '23.5 °C' }),
      width: 120,
      height: 32,
    })
    const text = calls.filter((call) => call.op === 'fillText')
    expect(text).toHaveLength(1)
    // Right-aligned at the 4 px padding.
    expect(text[0]?.args.slice(0, 2)).toEqual(['23.5 °C', 116])
    expect(text[0]?.fillStyle).toBe('#123456')
    expect(text[0]?.font).toMatch(/^700 14px /)
    expect(text[0]?.textAlign).toBe('right')
    expect(calls.some((call) => call.op === 'roundRect')).toBe(false)
  })

  it('paints a live background, and a bad value dimmed after its mark, so the mark never covers it', () => {
    const { ctx, calls } = recordingContext()
    labelPainter.paint(ctx, {
      props: { ...props, background: '#ffffff', align: 'right' },
      live: { ...live({ background: '#fde68a' }), ...live({ text: '7.0' }, 'bad') },
      width: 200,
      height: 32,
    })
    const fills = calls.filter((call) => call.op === 'fill').map((call) => call.fillStyle)
    expect(fills).toEqual(['#fde68a', '#b3261e'])
    const texts = calls.filter((call) => call.op === 'fillText')
    expect(texts.map((call) => call.args[0])).toEqual(['!', '7.0'])
    // Right-aligned: "7.0" (18 px) ends at the padding, the 14 px mark and its 4 px gap before it.
    const value = texts[1]
    expect(value?.args[1]).toBe(200 - 4 - 18)
    expect(value?.globalAlpha).toBe(0.6)
    const arc = calls.find((call) => call.op === 'arc')
    expect(arc?.args.slice(0, 3)).toEqual([200 - 4 - 18 - 18 + 7, 16, 7])
  })

  it('marks an uncertain value with "?" and leaves it undimmed; a good value has no mark', () => {
    const uncertain = recordingContext()
    labelPainter.paint(uncertain.ctx, {
      props,
      live: live({ text: '7.0' }, 'uncertain'),
      width: 200,
      height: 32,
    })
    const texts = uncertain.calls.filter((call) => call.op === 'fillText')
    expect(texts.map((call) => [call.args[0], call.args[1], call.globalAlpha])).toEqual([
      ['?', 4 + 7, 1],
      ['7.0', 4 + 18, 1],
    ])
    const good = recordingContext()
    labelPainter.paint(good.ctx, { props, live: live({ text: '7.0' }), width: 200, height: 32 })
    expect(good.calls.filter((call) => call.op === 'fillText').map((call) => call.args[0])).toEqual(['7.0'])
    expect(good.calls.some((call) => call.op === 'arc')).toBe(false)
  })

  it('a bound text with no value yet paints "—" after the quiet waiting mark; an unbound one its design', () => {
    const waiting = recordingContext()
    const input = { props, live: {}, bound: new Set(['text']), width: 200, height: 32 }
    labelPainter.paint(waiting.ctx, input)
    const texts = waiting.calls.filter((call) => call.op === 'fillText').map((call) => call.args[0])
    expect(texts).toEqual(['…', '—'])
    expect(waiting.calls.find((call) => call.op === 'fill')?.fillStyle).toBe('#dde2e8')
    expect(labelPainter.tooltip?.(input)).toBe('—')
    // Only the colour bound, still waiting: the designed text stays, marked as waiting.
    const colour = recordingContext()
    labelPainter.paint(colour.ctx, { ...input, bound: new Set(['color']) })
    expect(colour.calls.filter((call) => call.op === 'fillText').map((call) => call.args[0])).toEqual([
      '…',
      props.text,
    ])
    const unbound = recordingContext()
    labelPainter.paint(unbound.ctx, { ...input, bound: new Set() })
    expect(unbound.calls.filter((call) => call.op === 'fillText').map((call) => call.args[0])).toEqual([
      props.text,
    ])
  })

  it('cuts text that does not fit the box minus its padding, and offers the whole text as tooltip', () => {
    const { ctx, calls } = recordingContext()
    const input = { props: { ...props, text: 'Feed water conductivity' }, live: {}, width: 68, height: 24 }
    labelPainter.paint(ctx, input)
    const drawn = calls.find((call) => call.op === 'fillText')?.args[0]
    expect(drawn).toBe('Feed wate…')
    expect(labelPainter.tooltip?.(input)).toBe('Feed water conductivity')
  })
})
