import { describe, expect, it } from 'vitest'
import { migrateWidgetProps, type PropsMigration } from '../../../../engine/plugins/index.ts'
import { samplePlugin } from './samplePlugins.ts'

const renameTitleToCaption: PropsMigration = {
  id: 'renameTitleToCaption',
  toVersion: 2,
  up: ({ title, ...rest }) => ({ ...rest, caption: title }),
}
const addLegend: PropsMigration = {
  id: 'addLegend',
  toVersion: 3,
  up: (props) => {
    props.legend = `legend of ${String(props.caption)}`
    return props
  },
}
const v3 = samplePlugin({ version: 3, migrations: [renameTitleToCaption, addLegend] })

describe('migrateWidgetProps', () => {
  it('runs each pending migration in order and reports the new version', () => {
    expect(migrateWidgetProps(v3, { title: 'Flow', kept: 1 }, 1)).toEqual({
      ok: true,
      props: { kept: 1, caption: 'Flow', legend: 'legend of Flow' },
      version: 3,
    })
    expect(migrateWidgetProps(v3, { caption: 'Flow' }, 2)).toEqual({
      ok: true,
      props: { caption: 'Flow', legend: 'legend of Flow' },
      version: 3,
    })
  })

  it('works on a copy and leaves the stored props untouched', () => {
    const stored = { title: 'Flow', nested: { a: [1] } }
    const result = migrateWidgetProps(v3, stored, 2)
    expect(stored).toEqual({ title: 'Flow', nested: { a: [1] } })
    if (result.ok) expect(result.props.nested).not.toBe(stored.nested)
  })

  it('returns current props as they are', () => {
    const stored = { caption: 'x' }
    expect(migrateWidgetProps(v3, stored, 3)).toEqual({ ok: true, props: stored, version: 3 })
    expect((migrateWidgetProps(v3, stored, 3) as { props: unknown }).props).toBe(stored)
  })

  it('reports a widget stored by a newer plugin version', () => {
    expect(migrateWidgetProps(v3, { future: true }, 4)).toEqual({
      ok: false,
      reason: 'newerThanPlugin',
      message: 'chart.line: stored by version 4, but version 3 is installed',
    })
  })

  it('reports a throwing migration instead of propagating it', () => {
    const broken = samplePlugin({
      version: 2,
      migrations: [
        {
          id: 'explode',
          toVersion: 2,
          up: () => {
            throw new Error('boom')
          },
        },
      ],
    })
    expect(migrateWidgetProps(broken, {}, 1)).toEqual({
      ok: false,
      reason: 'migrationFailed',
      message: `chart.line: migration 'explode' to version 2 threw: boom`,
    })
  })

  it('reports a migration that returns no props, an impossible stored version, uncopyable props', () => {
    const empty = samplePlugin({
      version: 2,
      migrations: [
        { id: 'forgetsReturn', toVersion: 2, up: () => undefined as unknown as Record<string, unknown> },
      ],
    })
    expect(migrateWidgetProps(empty, {}, 1)).toMatchObject({ ok: false, reason: 'migrationFailed' })
    expect(migrateWidgetProps(v3, {}, 0)).toMatchObject({ ok: false, reason: 'migrationFailed' })
    expect(migrateWidgetProps(v3, {}, 1.5)).toMatchObject({ ok: false, reason: 'migrationFailed' })
    expect(migrateWidgetProps(v3, { f: () => 1 }, 1)).toMatchObject({ ok: false, reason: 'migrationFailed' })
  })

  it('reports a gap in a plugin that skipped definePlugin', () => {
    const gappy = { ...v3, migrations: [addLegend] }
    expect(migrateWidgetProps(gappy, {}, 1)).toEqual({
      ok: false,
      reason: 'migrationFailed',
      message: 'chart.line: no migration path from 1 to 3',
    })
  })
})
