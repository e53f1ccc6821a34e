import { useLingui } from '@lingui/react/macro'
import { type DragEvent, useState, useSyncExternalStore } from 'react'
import type { PluginCategory } from '../../../engine/plugins/pluginCategories'
import type { GantryPlugin } from '../../../plugins/shared/viewContract'
import { visiblePageRect } from '../../stage/geometry/camera'
import { PLUGIN_DRAG_TYPE } from '../stage/Stage'
import { placePlugin } from '../state/actions'
import type { DesignerStore } from '../state/designerStore'
import { frameOf } from '../state/selectors'
import { categoryInfo } from './categoryInfo'
import { PluginIcon } from './pluginIcons'

type Plugin = GantryPlugin

/**
 * The palette, generated from the plugin registry: one section per category, searchable by translated
 * title or id. Drag an item onto the stage to place it there, or click it (Enter) to place it in view.
 */
export function Palette({ store }: { store: DesignerStore }) {
  const { t, i18n } = useLingui()
  const { registry } = store
  const [query, setQuery] = useState('')
  const [collapsed, setCollapsed] = useState<ReadonlySet<PluginCategory>>(new Set())
  const all = useSyncExternalStore(
    (listener) => registry.subscribe(listener),
    () => registry.list(),
  )
  // Searched on every render: the registry may have grown since (plugins register late).
  const found = query.trim() ? new Set(registry.search(query, (d) => i18n._(d)).map((p) => p.id)) : null
  // A symbol is drawn from graphic shapes (and other symbols): forms, charts and controls have no place in it.
  const drawing = 'symbol' in store.state.doc.extra
  const sections = registry
    .categories()
    .filter((category) => !drawing || category === 'shape' || category === 'symbol')
    .map((category) => ({
      category,
      plugins: registry.list(category).filter((p) => !found || found.has(p.id)),
    }))
    .filter((section) => section.plugins.length > 0)

  const placeInView = (plugin: Plugin) => {
    const { state } = store
    const frame = frameOf(state, state.blockId)
    if (!frame) return
    const visible = visiblePageRect(state.camera, state.viewport)
    const x = Math.max(
      frame.rect.x,
      Math.min(visible.x + visible.w / 2, frame.rect.x + frame.rect.w) - plugin.defaultSize.w / 2,
    )
    const y = Math.max(
      frame.rect.y,
      Math.min(visible.y + visible.h / 2, frame.rect.y + frame.rect.h) - plugin.defaultSize.h / 2,
    )
    placePlugin(store, plugin, { x, y })
  }

  const toggle = (category: PluginCategory) => {
    const next = new Set(collapsed)
    if (next.has(category)) next.delete(category)
    else next.add(category)
    setCollapsed(next)
  }

  return (
    <div className="palette">
      <div className="palette__search">
        <input
          type="search"
          className="palette__search-input"
          placeholder={t`Search components`}
          aria-label={t`Search components`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <div className="palette__sections">
        {sections.length === 0 ? (
          <p className="palette__empty">
            {all.length === 0 ? t`No components are installed` : t`No component matches`}
          </p>
        ) : null}
        {sections.map(({ category, plugins }) => {
          const info = categoryInfo(category, plugins.find((plugin) => plugin.categoryTitle)?.categoryTitle)
          const open = !collapsed.has(category) || found !== null
          return (
            <section key={category} className="palette__section">
              <button
                type="button"
                className="palette__section-title"
                aria-expanded={open}
                onClick={() => toggle(category)}
              >
                <info.Icon size={14} />
                <span>{i18n._(info.title)}</span>
                <span className="palette__count">{plugins.length}</span>
              </button>
              {open ? (
                <ul className="palette__items">
                  {plugins.map((plugin) => (
                    <PaletteItem
                      key={plugin.id}
                      plugin={plugin}
                      title={i18n._(plugin.title)}
                      onPlace={placeInView}
                    />
                  ))}
                </ul>
              ) : null}
            </section>
          )
        })}
      </div>
    </div>
  )
}

function PaletteItem({
  plugin,
  title,
  onPlace,
}: {
  plugin: Plugin
  title: string
  onPlace: (p: Plugin) => void
}) {
  const onDragStart = (event: DragEvent) => {
    event.dataTransfer.setData(PLUGIN_DRAG_TYPE, plugin.id)
    event.dataTransfer.effectAllowed = 'copy'
  }
  return (
    <li>
      <button
        type="button"
        className="palette__item"
        draggable
        onDragStart={onDragStart}
        onClick={() => onPlace(plugin)}
        data-plugin={plugin.id}
        title={`${title} · ${plugin.defaultSize.w} × ${plugin.defaultSize.h}`}
      >
        <span className="palette__item-icon">
          <PluginIcon plugin={plugin} />
        </span>
        <span className="palette__item-title">{title}</span>
      </button>
    </li>
  )
}
