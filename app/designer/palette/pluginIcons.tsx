import type { WidgetPlugin } from '../../../engine/plugins/contract'
import { StrokeIcon } from '../chrome/icons'
import { CATEGORY_INFO } from './categoryInfo'

/**
 * The palette's drawings of the built-in plugins, by the `icon` name their manifests give: 24-unit
 * strokes, as the designer's other icons. A plugin from elsewhere names one of these or brings an image.
 */
export const PLUGIN_ICON_PATHS: Readonly<Record<string, readonly string[]>> = {
  'chart-line': ['M3 3v18h18', 'm7 15 4-5 3 3 5-6'],
  'chart-column': ['M3 21h18', 'M6 21v-7', 'M11 21V6', 'M16 21V11', 'M21 21v-4'],
  'chart-pie': ['M12 3a9 9 0 1 0 9 9h-9z', 'M15 9V1.5A7.5 7.5 0 0 1 22.5 9z'],
  'chart-gauge': ['M4 18a8 8 0 1 1 16 0', 'm12 18 4-5', 'M12 18h.01'],
  'control-alarm': ['M6 16v-5a6 6 0 0 1 12 0v5l2 2H4z', 'M10 21h4'],
  'control-trend': ['M3 3v18h18', 'm7 13 3-3 3 2 5-5', 'm7 18 4-2 3 1 4-3'],
  'form-label': ['M3 12 8 6h13v12H8z', 'M11 12h6'],
  'form-input': ['M3 7h18v10H3z', 'M7 10v4'],
  'form-select': ['M3 7h18v10H3z', 'm14 11 2 2 2-2', 'M6 12h5'],
  'form-button': ['M6 7h12a3 3 0 0 1 0 10H6A3 3 0 0 1 6 7z', 'M9 12h6'],
  'form-table': ['M3 5h18v14H3z', 'M3 10h18', 'M3 15h18', 'M10 5v14'],
  'shape-rect': ['M4 6h16v12H4z'],
  'shape-circle': ['M3 12a9 9 0 1 0 18 0 9 9 0 0 0-18 0z'],
  'shape-text': ['M5 5h14', 'M12 5v14', 'M9 19h6'],
  'shape-line': ['M5 19 19 5', 'M5 19h.01', 'M19 5h.01'],
  'shape-pipe': ['M2 9h20', 'M2 15h20', 'M6 7v10', 'M18 7v10'],
  'symbol-pump': ['M4 14a6 6 0 1 0 12 0 6 6 0 0 0-12 0z', 'M13 8.8V4h8', 'm8 12 4 2-4 2z', 'M5 22h10'],
}

/** An `icon` that is an image: a `data:` image (an SVG travels inside the manifest), http(s) or a local path. */
const IMAGE_ICON = /^(data:image\/|https?:\/\/|\/(?!\/)|\.\/)/

/**
 * A plugin's palette icon: its named drawing, its own image, or, without either (or with a name this set
 * does not know), the icon of its category.
 */
export function PluginIcon({
  plugin,
  size = 18,
}: {
  plugin: Pick<WidgetPlugin, 'icon' | 'category'>
  size?: number
}) {
  const paths =
    plugin.icon && Object.hasOwn(PLUGIN_ICON_PATHS, plugin.icon) ? PLUGIN_ICON_PATHS[plugin.icon] : undefined
  if (paths) return <StrokeIcon paths={paths} size={size} data-icon={plugin.icon} />
  if (plugin.icon && IMAGE_ICON.test(plugin.icon))
    return <img src={plugin.icon} alt="" width={size} height={size} draggable={false} />
  const { Icon } = CATEGORY_INFO[plugin.category]
  return <Icon size={size} />
}
