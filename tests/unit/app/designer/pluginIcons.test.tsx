// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { PluginIcon } from '../../../../app/designer/palette/pluginIcons.tsx'
import { builtinPlugins } from '../../../../plugins/index.ts'

describe('palette icons', () => {
  test('every built-in plugin has a drawing of its own', () => {
    const drawings = builtinPlugins.map((plugin) => {
      const paths = typeof plugin.icon === 'object' ? plugin.icon.paths : undefined
      expect(paths?.length, `${plugin.id} carries its icon's strokes in its manifest`).toBeGreaterThan(0)
      return (paths ?? []).join(' ')
    })
    expect(new Set(drawings).size).toBe(builtinPlugins.length)
  })

  test("a manifest's strokes are drawn; an image URL is an image; anything else the category icon", () => {
    const paths = ['M3 3v18h18', 'm7 15 4-5 3 3 5-6']
    const drawn = renderToStaticMarkup(<PluginIcon plugin={{ icon: { paths }, category: 'chart' }} />)
    expect(drawn).toContain('data-icon="paths"')
    expect(drawn).toContain(`d="${paths[1]}"`)

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
    // A category a third-party plugin brings has a generic icon rather than none.
    expect(renderToStaticMarkup(<PluginIcon plugin={{ category: 'vendor' }} />)).toContain('<svg')
  })
})
