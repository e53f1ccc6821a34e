/** Loading the optional painters of plugins (`views.paint`), cached so a loaded one is readable at once. */
import type { WidgetPlugin } from '../../../engine/plugins/contract'
import type { PropsSchema } from '../../../engine/plugins/propsSchema'
import type { AnyPluginView, PaintView } from '../../../plugins/shared/viewContract'

type Plugin = WidgetPlugin<PropsSchema, AnyPluginView>
export type AnyPainter = PaintView<Record<string, unknown>>

const loaded = new WeakMap<object, AnyPainter>()
const loading = new WeakMap<object, Promise<AnyPainter>>()

/** Whether the plugin can be painted on the runtime's shared canvas (a dom widget or a static shape). */
export function canPaint(plugin: Plugin | undefined): plugin is Plugin {
  return typeof plugin?.views.paint === 'function'
}

/** The plugin's painter if it has loaded. */
export function cachedPainter(plugin: object): AnyPainter | undefined {
  return loaded.get(plugin)
}

/** Loads the plugin's painter (one import however many widgets ask). */
export function loadPainter(plugin: Plugin): Promise<AnyPainter> {
  const ready = loaded.get(plugin)
  if (ready) return Promise.resolve(ready)
  let pending = loading.get(plugin)
  if (!pending) {
    const load = plugin.views.paint
    if (!load) return Promise.reject(new Error(`${plugin.id} has no painter`))
    pending = load().then((painter) => {
      loaded.set(plugin, painter as AnyPainter)
      return painter as AnyPainter
    })
    loading.set(plugin, pending)
  }
  return pending
}
