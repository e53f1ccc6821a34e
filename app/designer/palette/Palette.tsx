import { useLingui } from '@lingui/react/macro'
import { type DragEvent, useState, useSyncExternalStore } from 'react'
import type { PluginCategory } from '../../../engine/plugins/pluginCategories'
import type { GantryPlugin } from '../../../plugins/shared/viewContract'
import { LIBRARY_SYMBOL_TYPE } from '../../../plugins/symbols/library/manifest'
import { visiblePageRect } from '../../stage/geometry/camera'
import { SymbolIcon as LibraryIcon } from '../chrome/icons'
import { PLUGIN_DRAG_TYPE } from '../stage/Stage'
import { placePlugin } from '../state/actions'
import type { DesignerStore } from '../state/designerStore'
import { frameOf } from '../state/selectors'
import { categoryInfo } from './categoryInfo'
import { type LibraryEntry, placeLibrarySymbol, SYMBOL_DRAG_TYPE, useLibrarySymbols } from './librarySymbols'
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
      // A library symbol is placed from the Library section, which gives it its drawing.
      plugins: registry
        .list(category)
        .filter((p) => p.id !== LIBRARY_SYMBOL_TYPE && (!found || found.has(p.id))),
    }))
    .filter((section) => section.plugins.length > 0)

  const inView = (size: { w: number; h: number }) => {
    const { state } = store
    const frame = frameOf(state, state.blockId)
    if (!frame) return null
    const visible = visiblePageRect(state.camera, state.viewport)
    const x = Math.max(
      frame.rect.x,
      Math.min(visible.x + visible.w / 2, frame.rect.x + frame.rect.w) - size.w / 2,
    )
    const y = Math.max(
      frame.rect.y,
      Math.min(visible.y + visible.h / 2, frame.rect.y + frame.rect.h) - size.h / 2,
    )
    return { x, y }
  }
  const placeInView = (plugin: Plugin) => {
    const at = inView(plugin.defaultSize)
    if (at) placePlugin(store, plugin, at)
  }
  // The application's symbols: on a page only (a symbol is drawn from shapes, not from other library symbols).
  const appId = Number(store.state.doc.appId)
  const library = useLibrarySymbols(drawing || !Number.isInteger(appId) || appId <= 0 ? null : appId)
  const needle = query.trim().toLowerCase()
  const libraryShown = library.list.filter((entry) => !needle || entry.name.toLowerCase().includes(needle))
  const placeSymbol = (entry: LibraryEntry) => {
    void placeLibrarySymbol(store, entry.id, inView({ w: 100, h: 100 }))
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
        {libraryShown.length > 0 ? (
          <section className="palette__section" data-testid="palette-library">
            <button
              type="button"
              className="palette__section-title"
              aria-expanded={!collapsed.has(LIBRARY)}
              onClick={() => toggle(LIBRARY)}
            >
              <LibraryIcon size={14} />
              <span>{t`Library`}</span>
              <span className="palette__count">{libraryShown.length}</span>
            </button>
            {!collapsed.has(LIBRARY) || needle ? (
              <ul className="palette__items">
                {libraryShown.map((entry) => (
                  <LibraryItem key={entry.id} entry={entry} onPlace={placeSymbol} />
                ))}
              </ul>
            ) : null}
          </section>
        ) : null}
      </div>
    </div>
  )
}

/** The Library section's key among the collapsed sections (no plugin category is named so). */
const LIBRARY = '@library' as PluginCategory

function LibraryItem({ entry, onPlace }: { entry: LibraryEntry; onPlace: (entry: LibraryEntry) => void }) {
  const onDragStart = (event: DragEvent) => {
    event.dataTransfer.setData(SYMBOL_DRAG_TYPE, String(entry.id))
    event.dataTransfer.effectAllowed = 'copy'
  }
  return (
    <li>
      <button
        type="button"
        className="palette__item"
        draggable
        onDragStart={onDragStart}
        onClick={() => onPlace(entry)}
        data-symbol={entry.name}
        title={entry.templateName ? `${entry.name} · ${entry.templateName}` : entry.name}
      >
        <span className="palette__item-icon">
          <LibraryIcon size={18} />
        </span>
        <span className="palette__item-title">{entry.name}</span>
      </button>
    </li>
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
