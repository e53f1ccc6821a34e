import type { WidgetPlugin } from '../../../engine/plugins/contract'
import { StrokeIcon } from '../chrome/icons'
import { categoryInfo } from './categoryInfo'

/** An `icon` that is an image: a `data:` image (an SVG travels inside the manifest), http(s) or a local path. */
const IMAGE_ICON = /^(data:image\/|https?:\/\/|\/(?!\/)|\.\/)/

/**
 * A plugin's palette icon: the strokes its manifest carries, its own image, or, without either (or with
 * an icon string that is no image address), the icon of its category.
 */
export function PluginIcon({
  plugin,
  size = 18,
}: {
  plugin: Pick<WidgetPlugin, 'icon' | 'category'>
  size?: number
}) {
  const { icon } = plugin
  if (typeof icon === 'object' && icon !== null && Array.isArray(icon.paths))
    return <StrokeIcon paths={icon.paths} size={size} data-icon="paths" />
  if (typeof icon === 'string' && IMAGE_ICON.test(icon))
    return <img src={icon} alt="" width={size} height={size} draggable={false} />
  const { Icon } = categoryInfo(plugin.category)
  return <Icon size={size} />
}
