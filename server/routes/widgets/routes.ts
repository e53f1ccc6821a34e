import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../engine/messages.ts'
import type { WidgetManifest } from '../../../engine/plugins/contract.ts'
import { notFound } from '../../http/httpError.ts'
import { pluginManifests } from '../compose/documents/pluginManifests.ts'
import { widgetFetch, widgetHalo, widgetInspector, widgetProperties, widgetSummary } from './describe.ts'
import { WIDGET_MESSAGES } from './messages.ts'
import { type WidgetQuery, type WidgetsBody, widgetQuery, widgetsBody } from './schema.ts'

/** The enabled third-party plugins: browsers register them as they do the built-in ones. */
const enabledManifests = (app: FastifyInstance) => app.installedPlugins.enabled()

/** The manifest of `id`, or 404 naming it. */
function manifestOf(app: FastifyInstance, id: string): WidgetManifest {
  const manifest = pluginManifests.get(id) ?? enabledManifests(app).find((m) => m.id === id)
  if (!manifest) throw notFound(withValues(WIDGET_MESSAGES.unknownWidget, { id }))
  return manifest
}

/** The manifests a GET asks for: one by id, else all (of a category), in palette order. */
function selected(app: FastifyInstance, query: WidgetQuery): WidgetManifest[] {
  if (query.id) return [manifestOf(app, query.id)]
  return [...pluginManifests.values(), ...enabledManifests(app)]
    .filter((m) => !query.category || m.category === query.category)
    .sort((a, b) =>
      a.category === b.category
        ? (a.order ?? 100) - (b.order ?? 100) || (a.id < b.id ? -1 : 1)
        : a.category < b.category
          ? -1
          : 1,
    )
}

/**
 * The widget calls of spec S1 §7: the plugin registry's metadata as the server sees it (the manifests
 * under plugins/ and the enabled third-party ones: what the app registers). Any signed-in user reads them: the designer and the
 * runtime both describe widgets with them, and they hold no plant data.
 */
export async function widgetRoutes(app: FastifyInstance): Promise<void> {
  const read = { schema: { querystring: widgetQuery }, config: { access: 'session' as const } }
  app.get<{ Querystring: WidgetQuery }>('/widget', read, async (request) => ({
    list: selected(app, request.query).map(widgetSummary),
  }))
  app.get<{ Querystring: WidgetQuery }>('/widgetHalo', read, async (request) => ({
    list: selected(app, request.query).map(widgetHalo),
  }))
  app.get<{ Querystring: WidgetQuery }>('/widgetInspector', read, async (request) => ({
    list: selected(app, request.query).map(widgetInspector),
  }))

  const query = { schema: { body: widgetsBody }, config: { access: 'session' as const, readOnly: true } }
  app.post<{ Body: WidgetsBody }>('/getPropertiesByWidgets', query, async (request) => ({
    list: request.body.widgets.map((id) => widgetProperties(manifestOf(app, id))),
  }))
  app.post<{ Body: WidgetsBody }>('/getFetchWidget', query, async (request) => ({
    // Only the widgets that fetch live values: a label or a plain shape has nothing to bind.
    list: request.body.widgets
      .map((id) => widgetFetch(manifestOf(app, id)))
      .filter((w) => w.props.length > 0),
  }))
}
