// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { PLUGIN_ICON_PATHS, PluginIcon } from '../../../../app/designer/palette/pluginIcons.tsx'
import { builtinPlugins } from '../../../../plugins/index.ts'

describe('palette icons', () => {
  test('every built-in plugin has a drawing of its own', () => {
    const drawings = builtinPlugins.map((plugin) => {
      expect(plugin.icon, plugin.id).toBeDefined()
      const paths = PLUGIN_ICON_PATHS[plugin.icon ?? '']
      expect(paths, `${plugin.id}: ${plugin.icon}`).toBeDefined()
      return (paths ?? []).join(' ')
    })
    expect(new Set(drawings).size).toBe(builtinPlugins.length)
  })

  test('a named icon draws its paths; an image URL is an image; anything else the category icon', () => {
    const named = renderToStaticMarkup(<PluginIcon plugin={{ icon: 'chart-pie', category: 'chart' }} />)
    expect(named).toContain('data-icon="chart-pie"')
    expect(named).toContain(`d="${PLUGIN_ICON_PATHS['chart-pie']?.[0]}"`)

    const svg = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E'
    const image = renderToStaticMarkup(<PluginIcon plugin={{ icon: svg, category: 'chart' }} size={20} />)
    expect(image).toMatch(/^<img /)
    expect(image).toContain('alt=""')
    expect(image).toContain('width="20"')

    const category = renderToStaticMarkup(<PluginIcon plugin={{ category: 'form' }} />)
    const unknown = renderToStaticMarkup(<PluginIcon plugin={{ icon: 'no-such-icon', category: 'form' }} />)
    expect(unknown).toBe(category)
    expect(category).not.toContain('data-icon')
    for (const icon of ['javascript:alert(1)', '//elsewhere.example/icon.svg', 'constructor', 'toString'])
      expect(renderToStaticMarkup(<PluginIcon plugin={{ icon, category: 'form' }} />), icon).toBe(category)
    expect(
      renderToStaticMarkup(<PluginIcon plugin={{ icon: '/icons/valve.svg', category: 'form' }} />),
    ).toContain('<img src="/icons/valve.svg"')
  })
})
