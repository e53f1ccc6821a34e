import {
  defaultLayoutContext,
  defaultLayoutNode,
  defaultMobileTab,
  defaultPageLayout,
} from '../document/defaults.ts'
import { createId } from '../document/ids.ts'
import type { Binding, LayoutContextWire, WidgetWire } from '../document/persisted.ts'

/*
 * The system page templates of the new-drawing dialog (spec S1 §2): an overview, a detail page, a trend
 * page, an alarm page and a phone page. Each is built for an object template and instances of it that the
 * user picks, so every widget binds to a live property of a real unit; the result is the documents the
 * compose page calls take ({ layout, layouts }), the same shape a custom page template gives.
 */

export type SystemTemplateKind = 'overview' | 'detail' | 'trend' | 'alarm' | 'phone'
export const SYSTEM_TEMPLATE_KINDS: readonly SystemTemplateKind[] = [
  'overview',
  'detail',
  'trend',
  'alarm',
  'phone',
]

export interface TemplateProperty {
  name: string
  showName: string
  type: string
  unit: string
}

export interface SystemTemplateInput {
  /** The object template's display name, used as the page heading. */
  title: string
  properties: readonly TemplateProperty[]
  /** The instances (objects) the page shows, in order. */
  instances: readonly { name: string; showName: string }[]
}

/** Texts the pages carry, in the user's language (the caller translates). */
export interface SystemTemplateWords {
  alarms: string
  alarmHistory: string
  trend: string
  live: string
  on: string
  off: string
}

export type SystemTemplateProblem = 'noInstances' | 'noProperties' | 'noNumeric' | 'tooMany'

/** How many units a page shows at most: more would not fit a screen (a phone shows one tab per unit). */
export const MAX_INSTANCES: Record<SystemTemplateKind, number> = {
  overview: 12,
  detail: 1,
  trend: 8,
  alarm: 200,
  phone: 5,
}
/** Pens of one trend chart (the trend control's own limit is higher, but more are unreadable). */
const MAX_PENS = 8
const NUMERIC = new Set(['int', 'long', 'float', 'double'])
const isNumeric = (p: TemplateProperty) => NUMERIC.has(p.type)
const isBool = (p: TemplateProperty) => p.type === 'bool'
/** Properties a reading can show: numbers and on/off states (strings and times are left to the user). */
const readable = (props: readonly TemplateProperty[]) => props.filter((p) => isNumeric(p) || isBool(p))

/** Why the chosen template and instances cannot make this page, or null when they can. */
export function systemTemplateProblem(
  kind: SystemTemplateKind,
  input: SystemTemplateInput,
): SystemTemplateProblem | null {
  if (input.instances.length === 0) return 'noInstances'
  if (input.instances.length > MAX_INSTANCES[kind]) return 'tooMany'
  if (kind === 'alarm') return null
  if (readable(input.properties).length === 0) return 'noProperties'
  if ((kind === 'trend' || kind === 'detail') && !input.properties.some(isNumeric)) return 'noNumeric'
  return null
}

type Box = { x: number; y: number; w: number; h: number }

function widget(
  type: string,
  box: Box,
  props: Record<string, unknown>,
  bindings: Record<string, Binding> = {},
): WidgetWire {
  return {
    id: createId(`${type.replace('.', '_')}_`, 8),
    type,
    version: 1,
    ...box,
    rotation: 0,
    groupId: null,
    props,
    bindings,
    events: {},
  }
}

const CAPTION_COLOR = '#5b6675'
const ROW = 36

/** One reading: the property's name and its live value (a number with its unit, or on/off). */
function reading(
  at: { x: number; y: number; width: number },
  objName: string,
  p: TemplateProperty,
  w: SystemTemplateWords,
): WidgetWire[] {
  const captionWidth = Math.round(at.width * 0.55)
  const source = { objName, propName: p.name }
  const value: Binding = isBool(p)
    ? {
        ...source,
        transform: { kind: 'ranges', ranges: [{ min: 1, max: null, value: w.on }], otherwise: w.off },
      }
    : {
        ...source,
        transform: {
          kind: 'format',
          decimals: p.type === 'float' || p.type === 'double' ? 1 : 0,
          unit: p.unit,
        },
      }
  return [
    widget(
      'form.label',
      { x: at.x, y: at.y, w: captionWidth, h: 32 },
      { text: p.showName || p.name, color: CAPTION_COLOR },
    ),
    widget(
      'form.label',
      { x: at.x + captionWidth, y: at.y, w: at.width - captionWidth, h: 32 },
      { text: '—', bold: true, align: 'right' },
      { text: value },
    ),
  ]
}

const heading = (text: string, box: Box, fontSize = 22) =>
  widget('form.label', box, { text, fontSize, bold: true })

const alarmList = (title: string, objects: readonly string[], box: Box) =>
  widget('control.realAlarm', box, { title, objects: objects.map((objName) => ({ objName })), maxRows: 200 })

function pens(input: SystemTemplateInput) {
  const numeric = input.properties.filter(isNumeric)
  const out: { objName: string; propName: string; name: string; color: string }[] = []
  for (const unit of input.instances)
    for (const p of numeric) {
      if (out.length >= MAX_PENS) return out
      const name =
        input.instances.length > 1
          ? `${unit.showName || unit.name} ${p.showName || p.name}`
          : p.showName || p.name
      out.push({ objName: unit.name, propName: p.name, name, color: '' })
    }
  return out
}

/** Overview: a card per unit with its readings (four across), the units' live alarms below. */
function overviewBlock(input: SystemTemplateInput, w: SystemTemplateWords): LayoutContextWire {
  const props = readable(input.properties).slice(0, 6)
  const cardHeight = 48 + props.length * ROW + 16
  const widgets: WidgetWire[] = [heading(input.title, { x: 20, y: 10, w: 1880, h: 40 })]
  input.instances.forEach((unit, index) => {
    const x = 20 + (index % 4) * 475
    const y = 64 + Math.floor(index / 4) * (cardHeight + 16)
    widgets.push(
      widget(
        'form.label',
        { x, y, w: 455, h: 36 },
        { text: unit.showName || unit.name, fontSize: 17, bold: true },
      ),
    )
    props.forEach((p, row) => {
      widgets.push(...reading({ x, y: y + 44 + row * ROW, width: 455 }, unit.name, p, w))
    })
  })
  const rows = Math.ceil(input.instances.length / 4)
  const top = 64 + rows * (cardHeight + 16) + 8
  widgets.push(
    alarmList(
      w.alarms,
      input.instances.map((u) => u.name),
      { x: 20, y: top, w: 1880, h: 320 },
    ),
  )
  return { ...defaultLayoutContext('free'), widgets }
}

/** Detail: one unit's readings, a live chart of its first number, its last hour's trend and its alarms. */
function detailBlock(input: SystemTemplateInput, w: SystemTemplateWords): LayoutContextWire {
  const unit = input.instances[0] as { name: string; showName: string }
  const props = readable(input.properties).slice(0, 14)
  const first = input.properties.find(isNumeric) as TemplateProperty
  const widgets: WidgetWire[] = [heading(unit.showName || unit.name, { x: 20, y: 10, w: 1880, h: 40 })]
  props.forEach((p, row) => {
    widgets.push(...reading({ x: 20, y: 64 + row * ROW, width: 560 }, unit.name, p, w))
  })
  widgets.push(
    widget(
      'chart.line',
      { x: 620, y: 60, w: 1280, h: 300 },
      {
        title: `${first.showName || first.name} — ${w.live}`,
        source: 'live',
        unit: first.unit,
        windowSeconds: 600,
        seriesName: first.showName || first.name,
        showLegend: false,
      },
      { value: { objName: unit.name, propName: first.name } },
    ),
    widget(
      'control.trendChart',
      { x: 620, y: 380, w: 1280, h: 320 },
      { title: w.trend, rangeSeconds: 3600, pens: pens({ ...input, instances: [unit] }) },
    ),
  )
  const top = Math.max(720, 64 + props.length * ROW + 20)
  widgets.push(alarmList(w.alarms, [unit.name], { x: 20, y: top, w: 1880, h: 300 }))
  return { ...defaultLayoutContext('free'), widgets }
}

/** Trend: the last hour of the units' numbers on one chart, a live chart of the first unit below. */
function trendBlock(input: SystemTemplateInput, w: SystemTemplateWords): LayoutContextWire {
  const unit = input.instances[0] as { name: string; showName: string }
  const first = input.properties.find(isNumeric) as TemplateProperty
  return {
    ...defaultLayoutContext('free'),
    widgets: [
      heading(input.title, { x: 20, y: 10, w: 1880, h: 40 }),
      widget(
        'control.trendChart',
        { x: 20, y: 60, w: 1880, h: 480 },
        { title: w.trend, rangeSeconds: 3600, pens: pens(input) },
      ),
      widget(
        'chart.line',
        { x: 20, y: 560, w: 1880, h: 300 },
        {
          title: `${unit.showName || unit.name} ${first.showName || first.name} — ${w.live}`,
          source: 'live',
          unit: first.unit,
          windowSeconds: 600,
          seriesName: first.showName || first.name,
          showLegend: false,
        },
        { value: { objName: unit.name, propName: first.name } },
      ),
    ],
  }
}

/** Alarms: the units' live alarms on top, their alarm journal of the last day below. */
function alarmBlock(input: SystemTemplateInput, w: SystemTemplateWords): LayoutContextWire {
  const objects = input.instances.map((u) => u.name)
  return {
    ...defaultLayoutContext('free'),
    widgets: [
      heading(input.title, { x: 20, y: 10, w: 1880, h: 40 }),
      alarmList(w.alarms, objects, { x: 20, y: 60, w: 1880, h: 380 }),
      widget(
        'control.historyAlarm',
        { x: 20, y: 460, w: 1880, h: 440 },
        {
          title: w.alarmHistory,
          objects: objects.map((objName) => ({ objName })),
          rangeHours: 24,
          pageSize: 20,
          allowExport: true,
        },
      ),
    ],
  }
}

/** Phone: one unit per tab, its readings and its alarms, on the 375 px design width. */
function phoneBlock(
  unit: { name: string; showName: string },
  input: SystemTemplateInput,
  w: SystemTemplateWords,
): LayoutContextWire {
  const props = readable(input.properties).slice(0, 10)
  const widgets: WidgetWire[] = [heading(unit.showName || unit.name, { x: 16, y: 8, w: 343, h: 32 }, 18)]
  props.forEach((p, row) => {
    widgets.push(...reading({ x: 16, y: 48 + row * ROW, width: 343 }, unit.name, p, w))
  })
  widgets.push(alarmList(w.alarms, [unit.name], { x: 16, y: 48 + props.length * ROW + 16, w: 343, h: 320 }))
  return { ...defaultLayoutContext('free'), widgets }
}

/** Grid rows (40 px, the designer's row height) a block needs to show all its widgets and a margin. */
function blockRows(context: LayoutContextWire): number {
  const bottom = Math.max(0, ...context.widgets.map((wd) => wd.y + wd.h))
  return Math.ceil((bottom + 20) / 40)
}

export interface PageDocuments {
  layout: string
  layouts: { id: string; name: string; context: string }[]
}

/**
 * The documents of a new page made from system template `kind` for `input`; throws when
 * systemTemplateProblem finds the input unfit (callers check first and show that reason).
 */
export function instantiateSystemTemplate(
  kind: SystemTemplateKind,
  input: SystemTemplateInput,
  words: SystemTemplateWords,
): PageDocuments {
  const problem = systemTemplateProblem(kind, input)
  if (problem) throw new Error(`system template ${kind}: ${problem}`)
  const newBlockId = () => createId('L', 11)
  if (kind === 'phone') {
    const blocks = input.instances.map((unit) => ({
      id: newBlockId(),
      name: unit.showName || unit.name,
      context: phoneBlock(unit, input, words),
    }))
    const layout = defaultPageLayout('', [])
    layout.pageInfo = {
      ...layout.pageInfo,
      platformType: 'mobile',
      navbar: { name: input.title, navbarStyle: 'fixed', navbarFront: 'light', navbarBgColor: '#16325c' },
    }
    layout.mobileLayout = blocks.map((block, index) => ({
      ...defaultMobileTab(index, [defaultLayoutNode(block.id, { h: blockRows(block.context) })]),
      name: block.name,
    }))
    return {
      layout: JSON.stringify(layout),
      layouts: blocks.map((b) => ({ ...b, context: JSON.stringify(b.context) })),
    }
  }
  const build = { overview: overviewBlock, detail: detailBlock, trend: trendBlock, alarm: alarmBlock }[kind]
  const context = build(input, words)
  const id = newBlockId()
  const layout = defaultPageLayout('', [defaultLayoutNode(id, { h: blockRows(context) })])
  return {
    layout: JSON.stringify(layout),
    layouts: [{ id, name: input.title, context: JSON.stringify(context) }],
  }
}
