import { describe, expect, it } from 'vitest'
import { definePluginOf } from '../../../../engine/plugins/contract.ts'
import {
  assertValidPlugin,
  defineManifest,
  definePlugin,
  field,
  InvalidPluginError,
  type PropsSchema,
  pluginProblems,
  type WidgetPlugin,
} from '../../../../engine/plugins/index.ts'
import { chartSchema, msg, samplePlugin } from './samplePlugins.ts'

/** The problems definePlugin reports for the sample plugin with `overrides`. */
function problemsOf(overrides: Record<string, unknown>): string[] {
  try {
    samplePlugin(overrides as Partial<WidgetPlugin<PropsSchema, string>>)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidPluginError)
    return (error as InvalidPluginError).problems
  }
  return []
}

const noop = { id: 'noop', up: (props: Record<string, unknown>) => props }

describe('definePlugin', () => {
  it('returns the plugin itself, with its props type inferred', () => {
    const views = { design: async () => 'd', runtime: async () => 'r' }
    const plugin = definePlugin({
      id: 'chart.line',
      version: 1,
      category: 'chart',
      title: msg('Line'),
      defaultSize: { w: 450, h: 250 },
      props: chartSchema,
      events: { noticeOnclick: { label: msg('Click') } },
      render: 'dom',
      views,
    })
    expect(plugin.views).toBe(views)
    expect(plugin.props.shape.default).toBe('line')
  })

  it('names the plugin and every problem in one clear error', () => {
    expect(() => samplePlugin({ version: 0, defaultSize: { w: 0, h: 10 } })).toThrow(
      /Plugin 'chart.line' is invalid: version must be an integer ≥ 1; defaultSize w and h must be positive/,
    )
  })

  it('requires ids of the form category.name under the plugin category', () => {
    expect(problemsOf({ id: 'control.realAlarm', category: 'control' })).toEqual([])
    expect(problemsOf({ id: 'line' })).toEqual([expect.stringMatching(/category\.name/)])
    expect(problemsOf({ id: 'chart.Line' })).toEqual([expect.stringMatching(/category\.name/)])
    expect(problemsOf({ id: 'chart.line.extra' })).toEqual([expect.stringMatching(/category\.name/)])
    expect(problemsOf({ id: 'form.line' })).toEqual([
      expect.stringMatching(/start with its category 'chart.'/),
    ])
    // Categories are open: a third party may bring its own, a lower-case word.
    expect(problemsOf({ id: 'gadget.line', category: 'gadget' })).toEqual([])
    expect(problemsOf({ id: 'gadget.line', category: 'Gadget' })).toEqual([
      expect.stringMatching(/category must be a lower-case word/),
      expect.stringMatching(/start with its category/),
    ])
  })

  it('checks version, size, render, views and title', () => {
    expect(problemsOf({ version: 1.5 })).toContainEqual(expect.stringMatching(/version must be an integer/))
    expect(problemsOf({ defaultSize: { w: 10, h: Number.NaN } })).toContainEqual(
      expect.stringMatching(/defaultSize/),
    )
    expect(problemsOf({ render: 'svg' })).toEqual([`render must be 'dom' or 'canvas'`])
    expect(problemsOf({ views: { design: async () => 'd' } })).toEqual([
      expect.stringMatching(/views\.runtime/),
    ])
    expect(problemsOf({ title: 'Line' })).toEqual(['title must be a message descriptor'])
  })

  it('accepts an optional painter for dom widgets and canvas shapes', () => {
    const views = { design: async () => 'd', runtime: async () => 'r' }
    expect(problemsOf({ views: { ...views, paint: async () => 'p' } })).toEqual([])
    expect(problemsOf({ views: { ...views, paint: 'p' } })).toEqual([
      'views.paint must be a function returning a promise',
    ])
    expect(problemsOf({ render: 'canvas', views: { ...views, paint: async () => 'p' } })).toEqual([])
  })

  it('requires migrations 2..version, ascending and contiguous, with unique ids', () => {
    const m = (id: string, toVersion: number) => ({ ...noop, id, toVersion })
    expect(problemsOf({ version: 3, migrations: [m('a', 2), m('b', 3)] })).toEqual([])
    expect(problemsOf({ version: 3, migrations: [m('b', 3), m('a', 2)] })).toEqual([
      expect.stringMatching(/migration 1 \('b'\) must have toVersion 2/),
      expect.stringMatching(/migration 2 \('a'\) must have toVersion 3/),
    ])
    expect(problemsOf({ version: 3, migrations: [m('a', 2)] })).toEqual([
      'version 3 needs 2 migrations, found 1',
    ])
    expect(problemsOf({ version: 1, migrations: [m('a', 2)] })).toEqual([
      'version 1 needs 0 migrations, found 1',
    ])
    expect(problemsOf({ version: 3, migrations: [m('a', 2), m('a', 3)] })).toEqual([
      expect.stringMatching(/repeats an id/),
    ])
  })

  it('accepts only events the page format can store', () => {
    expect(problemsOf({ events: { onHover: { label: msg('Hover') } } })).toEqual([
      expect.stringMatching(/event 'onHover' cannot be stored/),
    ])
  })

  it('requires defaults that pass validation, in list items too', () => {
    const props = {
      title: field.string({ label: msg('Title'), default: 'too long', maxLength: 3 }),
      name: field.string({ label: msg('Name'), default: '', required: true }),
      rows: field.list({
        label: msg('Rows'),
        default: [],
        item: { n: field.number({ label: msg('N'), default: -1, min: 0 }) },
      }),
    }
    expect(problemsOf({ props })).toEqual([
      `default of 'title' is invalid: At most 3 characters`,
      `default of 'name' is invalid: Required`,
      `default of 'n' in a new item of 'rows' is invalid: At least 0`,
    ])
  })

  it('rejects malformed fields before judging defaults', () => {
    const label = msg('L')
    const props = {
      '1st': field.string({ label, default: '' }),
      pattern: field.string({ label, default: '', pattern: '(' }),
      range: field.number({ label, default: 5, min: 10, max: 1 }),
      choice: field.enum({ label, default: 'a', options: [] as { value: 'a'; label: typeof label }[] }),
      twice: field.enum({
        label,
        default: 'a',
        options: [
          { value: 'a', label },
          { value: 'a', label },
        ],
      }),
      odd: { kind: 'date', label, default: '' },
      rows: field.list({
        label,
        default: [],
        minItems: 3,
        maxItems: 1.5,
        item: { live: field.number({ label, default: 0, bindable: true }) },
      }),
    }
    expect(problemsOf({ props })).toEqual([
      `prop key '1st' must be an identifier`,
      `'pattern' pattern is not a valid regular expression`,
      `'range' min must not exceed max`,
      `'choice' needs at least one option`,
      `'twice' repeats an option value`,
      `'odd' has an unknown kind`,
      `'rows' maxItems must be a whole number ≥ 0`,
      `'rows' minItems must not exceed maxItems`,
      `'rows[].live' cannot be bindable: bindings address top-level props`,
    ])
  })

  it('wants a text default to be its words’ English message', () => {
    const props = { text: field.string({ label: msg('Text'), default: 'Lable', defaultText: msg('Label') }) }
    expect(problemsOf({ props })).toEqual([`'text' default must be its defaultText's English message`])
  })

  it('is what the registry uses to vet third-party plugins', () => {
    expect(pluginProblems(samplePlugin())).toEqual([])
    expect(pluginProblems(null as unknown as WidgetPlugin)).toEqual(['a plugin must be an object'])
  })
})

describe('definePluginOf', () => {
  const manifest = {
    id: 'chart.line',
    version: 1,
    category: 'chart',
    title: msg('Line'),
    defaultSize: { w: 450, h: 250 },
    props: chartSchema,
  } as const
  const views = { design: async () => 'd', runtime: async () => 'r' }

  it('checks the views of a plugin whose manifest defineManifest checked', () => {
    const checked = defineManifest({ ...manifest })
    expect(definePluginOf(checked, { ...checked, render: 'dom', views }).views).toBe(views)
    expect(() =>
      definePluginOf(checked, { ...checked, render: 'dom', views: { design: views.design } as never }),
    ).toThrow(/views.design and views.runtime must be functions/)
  })

  it('checks the manifest too when defineManifest did not', () => {
    const unchecked = { ...manifest, version: 0 }
    expect(() => definePluginOf(unchecked, { ...unchecked, render: 'dom', views })).toThrow(
      /version must be an integer ≥ 1/,
    )
  })

  it('lets a registry accept a declared plugin, and still refuses a broken one', () => {
    const plugin = definePlugin({ ...manifest, render: 'dom', views })
    expect(() => assertValidPlugin(plugin)).not.toThrow()
    expect(() => assertValidPlugin({ ...plugin, defaultSize: { w: 0, h: 1 } })).toThrow(InvalidPluginError)
  })
})
