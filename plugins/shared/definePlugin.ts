/**
 * Typed plugin declarations: a manifest plus its views. `render` follows from the helper, so a DOM view
 * cannot be given to a canvas plugin. Views are given as module imports (`() => import('./view.tsx')`,
 * default export); one `view` serves both design and runtime, or `design` and `runtime` differ.
 */
import { definePluginOf, type WidgetManifest } from '../../engine/plugins/contract.ts'
import type { PropsOf, PropsSchema } from '../../engine/plugins/propsSchema.ts'
import type { CanvasPlugin, CanvasShapeView, DomPlugin, DomWidgetView, PaintView } from './viewContract.ts'

type Module<T> = () => Promise<{ default: T }>

/** One view for both modes, or one each; a painter optionally. */
export type ViewModules<V, P> = ({ view: Module<V> } | { design: Module<V>; runtime: Module<V> }) & {
  paint?: Module<PaintView<P>>
}

/** A `render: 'dom'` plugin from its manifest and view modules. */
export function domPlugin<S extends PropsSchema>(
  manifest: WidgetManifest<S>,
  modules: ViewModules<DomWidgetView<PropsOf<S>>, PropsOf<S>>,
): DomPlugin<S, PropsOf<S>> {
  return definePluginOf(manifest, { ...manifest, render: 'dom' as const, views: viewsOf(modules) })
}

/** A `render: 'canvas'` plugin from its manifest and shape modules. */
export function canvasPlugin<S extends PropsSchema>(
  manifest: WidgetManifest<S>,
  modules: ViewModules<CanvasShapeView<PropsOf<S>>, PropsOf<S>>,
): CanvasPlugin<S, PropsOf<S>> {
  return definePluginOf(manifest, { ...manifest, render: 'canvas' as const, views: viewsOf(modules) })
}

function viewsOf<V, P>(modules: ViewModules<V, P>) {
  const unwrap =
    <T>(load: Module<T>) =>
    () =>
      load().then((module) => module.default)
  const [design, runtime] =
    'view' in modules ? [modules.view, modules.view] : [modules.design, modules.runtime]
  const views = { design: unwrap(design), runtime: unwrap(runtime) }
  return modules.paint ? { ...views, paint: unwrap(modules.paint) } : views
}
