/** The files `npm run new-plugin` writes: a small DOM widget or a canvas shape that works as written. */

/** What the templates are filled with. */
export interface Template {
  id: string
  category: string
  name: string
  title: string
  titleZh: string
  /** The folder from the repository root, e.g. plugins/forms/progressBar. */
  folder: string
}

type Files = Record<string, string>

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)
const quote = (text: string) => JSON.stringify(text)
const storyTitle = (t: Template) => `Plugins/${pascal(t.folder.split('/')[1] ?? t.category)}/${t.title}`

/** The manifest's declaration: what every plugin states, then the kind's own entry (rules, hit shape). */
function manifestCall(t: Template, iconPaths: string, size: string, extra: string): string {
  return `export const manifest = defineManifest({
  id: '${t.id}',
  version: 1,
  category: '${t.category}',
  order: 100,
  title: m.title,
  icon: { paths: ${iconPaths} },
  defaultSize: ${size},
  props,
  ${extra},
})
`
}

function messages(t: Template): Files {
  const po = (locale: string, translation: string) =>
    [
      'msgid ""',
      'msgstr ""',
      `"Language: ${locale}\\n"`,
      '',
      '#. js-lingui-explicit-id',
      `#: ${t.folder}/messages.ts`,
      `msgid ${quote(`${t.id}.title`)}`,
      `msgstr ${quote(translation)}`,
      '',
    ].join('\n')
  return {
    'messages.ts': `import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The ${t.title}'s own labels: descriptors with explicit ids (the manifest needs \`message\` at runtime). */
export const messages = {
  title: /*i18n*/ { id: '${t.id}.title', message: ${quote(t.title)} },
} satisfies Record<string, MessageDescriptor>
`,
    'locales/en-us.po': po('en-us', t.title),
    'locales/zh-cn.po': po('zh-cn', t.titleZh),
  }
}

/** A DOM widget: a bindable value shown as a bar, with its quality marked. */
export function renderDom(t: Template): Files {
  const Name = pascal(t.name)
  return {
    ...messages(t),
    'manifest.ts': `/** ${t.title}: a bindable value between min and max, drawn as a filled bar. */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import { messages as m } from './messages.ts'

/** Props of the ${t.title}: ONE schema gives defaults, validation, the inspector and what binds. */
export const props = {
  value: field.number({ label: f.value, default: 40, bindable: true }),
  min: field.number({ label: f.min, default: 0 }),
  max: field.number({ label: f.max, default: 100 }),
  color: field.color({ label: f.color, default: '#2e6fd9', bindable: true, group: 'style' }),
}

/** The props a view receives (validated, defaults filled in). */
export type Props = PropsOf<typeof props>

/** Metadata only: the palette, the inspector and the server read it without loading the view. */
${manifestCall(t, "['M3 9h18v6H3z', 'M3 9h9v6H3z']", '{ w: 200, h: 24 }', "rules: [{ fields: ['min', 'max'], message: f.minBelowMax, holds: (p) => p.min < p.max }]")}`,
    'index.ts': `/** The ${t.title} plugin: its manifest and its view, loaded on first use. */
import { domPlugin } from '../../shared/definePlugin.ts'
import { manifest } from './manifest.ts'

export default domPlugin(manifest, { view: () => import('./view.tsx') })
`,
    'view.tsx': `import { liveStatus, mergeLive, readNumber, WAITING_TEXT } from '../../shared/liveProps.ts'
import type { DomWidgetProps } from '../../shared/viewContract.ts'
import { QualityMark } from '../../shared/WidgetFrame.tsx'
import type { Props } from './manifest.ts'
import '../../shared/widget.css'

const WAITING = { value: null } as const

/**
 * The bar and its number: the bound value (or, not bound, the designed one) between min and max; a bad
 * one dimmed; bound with no value yet, an empty bar, '—' and the waiting mark (plugins/README.md).
 */
export default function ${Name}View({ props, live, bound }: DomWidgetProps<Props>) {
  const shown = mergeLive(props, live, WAITING, bound)
  const reading = readNumber(shown.value)
  const value = reading ?? props.min
  const share = Math.min(1, Math.max(0, (value - props.min) / (props.max - props.min)))
  const quality = liveStatus(live, bound)
  return (
    <div data-quality={quality} style={{ display: 'flex', alignItems: 'center', gap: 6, height: '100%' }}>
      <QualityMark quality={quality} />
      <div className="bar"
        style={{ flex: 1, height: '60%', background: '#e4e8ee', opacity: quality === 'bad' ? 0.5 : 1 }}>
        <div style={{ width: \`\${share * 100}%\`, height: '100%', background: String(shown.color) }} />
      </div>
      <span>{reading ?? WAITING_TEXT}</span>
    </div>
  )
}
`,
    [`${Name}.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite'
import { DomWidgetStory, StoryPage } from '../../../stories/plugins/support/DomWidgetStory.tsx'
import { useStoryLive } from '../../../stories/plugins/support/useStoryLive.ts'
import plugin from './index.ts'

const meta = { title: '${storyTitle(t)}', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** As placed from the palette. */
export const Design: Story = {
  render: () => (
    <StoryPage>
      <DomWidgetStory plugin={plugin} mode="design" />
    </StoryPage>
  ),
}

function Live() {
  const live = useStoryLive((step) => ({ value: (step * 17) % 100 }))
  const bad = useStoryLive(() => ({ value: 64 }), 1000, 'bad')
  return (
    <div className="story-row">
      <DomWidgetStory plugin={plugin} mode="runtime" live={live} />
      <DomWidgetStory plugin={plugin} mode="runtime" live={bad} />
    </div>
  )
}

/** Bound to a value that changes every second, and to a bad one. */
export const Runtime: Story = {
  render: () => (
    <StoryPage>
      <Live />
    </StoryPage>
  ),
}
`,
    'view.test.tsx': `// @vitest-environment jsdom
import { afterEach, expect, test } from 'vitest'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { propsForView } from '../../../engine/plugins/widgetProps.ts'
import { hostProps, renderWidget } from '../../../tests/unit/plugins/support/renderWidget.tsx'
import { manifest, props } from './manifest.ts'
import View from './view.tsx'

afterEach(() => {
  document.body.innerHTML = ''
})

const widthOf = (container: HTMLElement) =>
  (container.querySelector('.bar > div') as HTMLElement).style.width

test('draws the designed value, then the live one, and marks a bad one', async () => {
  const view = await renderWidget(View, hostProps(defaultProps(props)))
  expect(widthOf(view.container)).toBe('40%')
  expect(view.container.textContent).toBe('40')
  await view.rerender(hostProps(defaultProps(props), { live: { value: { value: 75, quality: 'bad', time: 1 } } }))
  expect(widthOf(view.container)).toBe('75%')
  expect(view.container.querySelector('[data-quality="bad"]')).not.toBeNull()
  await view.unmount()
})

test('bound with no value yet: an empty bar, "—" and the waiting mark, never the designed value', async () => {
  const view = await renderWidget(View, hostProps(defaultProps(props), { bound: new Set(['value']) }))
  expect(widthOf(view.container)).toBe('0%')
  expect(view.container.textContent).toBe('…—')
  expect(view.container.querySelector('[data-quality="waiting"]')).not.toBeNull()
  await view.unmount()
})

test('min must stay below max: the host falls back to the defaults', () => {
  expect(propsForView(manifest, { min: 50, max: 10 })).toMatchObject({ min: 0, max: 100 })
})
`,
  }
}

/** A canvas shape: a polygon given in unit points of its box, with a painter and hit geometry. */
export function renderCanvas(t: Template): Files {
  const Name = pascal(t.name)
  return {
    ...messages(t),
    'points.ts': `/** The outline, shared by the manifest's hit test, the shape and the painter (no fabric here). */
import type { WidgetSize } from '../../shared/viewContract.ts'

/** The outline in unit coordinates of the box (0..1 each way). */
export const POINTS: readonly (readonly [number, number])[] = [
  [0.5, 0],
  [1, 1],
  [0, 1],
]

/** The outline inset by half the line, so the line stays inside the box. */
export function outline(size: WidgetSize, strokeWidth: number) {
  const inset = strokeWidth / 2
  const w = Math.max(0, size.width - strokeWidth)
  const h = Math.max(0, size.height - strokeWidth)
  return POINTS.map(([x, y]) => ({ x: inset + x * w, y: inset + y * h }))
}
`,
    'manifest.ts': `/** ${t.title}: a filled outline, bindable fill and line (a state colour). */
import { defineManifest, type PropsOf, polygonHit } from '../../../engine/plugins/index.ts'
import { shapeStyleFields } from '../shared/shapeFields.ts'
import { messages as m } from './messages.ts'
import { POINTS } from './points.ts'

/** Props of the ${t.title}: the shapes' common style fields. */
export const props = shapeStyleFields({ fill: '#f2b705', stroke: '#1f2933', strokeWidth: 2 })

/** The props a view receives. */
export type Props = PropsOf<typeof props>

/** Metadata only. \`hit\`: a click outside the outline does not take the shape. */
${manifestCall(t, "['M12 3 21 20H3z']", '{ w: 80, h: 80 }', 'hit: polygonHit(POINTS)')}`,
    'index.ts': `/** The ${t.title} plugin: its manifest, its fabric shape and its painter, loaded on first use. */
import { canvasPlugin } from '../../shared/definePlugin.ts'
import { manifest } from './manifest.ts'

export default canvasPlugin(manifest, { view: () => import('./shape.ts'), paint: () => import('./paint.ts') })
`,
    'shape.ts': `import { Polygon } from 'fabric'
import { mergeLive, NO_LIVE } from '../../shared/liveProps.ts'
import type { CanvasShapeView } from '../../shared/viewContract.ts'
import { colourOf, fittedStrokeWidth, flagOf, opacityOf } from '../shared/shapeStyle.ts'
import type { Props } from './manifest.ts'
import { outline } from './points.ts'

/** A fabric Polygon filling the box; round joins keep sharp corners from poking out (no mitre spikes). */
const view: CanvasShapeView<Props> = {
  create(props, size) {
    const polygon = new Polygon(outline(size, 0), { originX: 'center', originY: 'center', strokeLineJoin: 'round' })
    view.update(polygon, props, size, NO_LIVE)
    return polygon
  },
  update(object, props, size, live) {
    const shown = mergeLive(props, live)
    const stroke = colourOf(shown.stroke)
    const strokeWidth = fittedStrokeWidth(props.strokeWidth, size, stroke !== null)
    // New points need new dimensions: fabric measures a polygon when it is made, not when points change.
    object.set({ points: outline(size, strokeWidth), fill: colourOf(shown.fill) ?? 'transparent', stroke, strokeWidth })
    ;(object as Polygon).setDimensions()
    object.set({ opacity: opacityOf(props.opacity), visible: flagOf(shown.visible) })
    object.setCoords()
  },
}

export default view
`,
    'paint.ts': `/** The ${t.title} on the runtime's shared canvas, exactly as the fabric shape draws it. */
import type { PaintView } from '../../shared/viewContract.ts'
import { fillAndStroke, shapeLook } from '../shared/shapePaint.ts'
import type { Props } from './manifest.ts'
// From points.ts, never shape.ts: painters load with the operator runtime, which must not carry fabric.
import { outline } from './points.ts'

const painter: PaintView<Props> = {
  paint(ctx, { props, live, width, height }) {
    const look = shapeLook(props, live, { width, height })
    if (!look) return
    ctx.beginPath()
    for (const { x, y } of outline({ width, height }, look.strokeWidth)) ctx.lineTo(x, y)
    ctx.closePath()
    ctx.lineJoin = 'round'
    fillAndStroke(ctx, look)
  },
}

export default painter
`,
    [`${Name}.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite'
import { liveOf, ShapeStageStory, type StageShape } from '../../../stories/plugins/support/ShapeStageStory.tsx'
import plugin from './index.ts'

const meta = { title: '${storyTitle(t)}', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const COLOURS = ['#f2b705', '#2e9d4a', '#d93a2b']
const shapes: StageShape[] = [0, 1, 2].map((index) => ({
  plugin,
  props: { strokeWidth: 2 + index * 4 },
  box: { x: 24 + index * 112, y: 24, w: 88, h: 88 },
  live: (step: number) => liveOf({ fill: COLOURS[(step + index) % COLOURS.length] }),
}))

/** As designed, with three line widths (each inside its box). */
export const Design: Story = {
  render: () => <ShapeStageStory shapes={shapes} mode="design" width={384} height={136} caption="${t.id} · design" />,
}

/** Fill bound to a state colour. */
export const Runtime: Story = {
  render: () => <ShapeStageStory shapes={shapes} mode="runtime" width={384} height={136} caption="${t.id} · runtime" />,
}
`,
    'shape.test.ts': `// @vitest-environment jsdom
import { expect, test } from 'vitest'
import { hitsShape } from '../../../engine/plugins/hitShape.ts'
import { defaultProps } from '../../../engine/plugins/propsSchema.ts'
import { manifest, props } from './manifest.ts'
import view from './shape.ts'

test('fills its box, line included, and follows a resize in place', () => {
  const shape = view.create(defaultProps(props), { width: 80, height: 80 })
  const box = shape.getBoundingRect()
  expect([Math.round(box.width), Math.round(box.height)]).toEqual([80, 80])
  view.update(shape, { ...defaultProps(props), strokeWidth: 10 }, { width: 120, height: 60 }, {})
  const resized = shape.getBoundingRect()
  expect([Math.round(resized.width), Math.round(resized.height)]).toEqual([120, 60])
})

test('a click outside the outline misses the shape', () => {
  expect(hitsShape(manifest.hit, 40, 70, 80, 80)).toBe(true)
  expect(hitsShape(manifest.hit, 4, 4, 80, 80)).toBe(false)
})
`,
  }
}
