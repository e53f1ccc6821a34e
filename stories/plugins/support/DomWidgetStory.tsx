import { useEffect, useState } from 'react'
import type { WidgetPlugin } from '../../../engine/plugins/contract.ts'
import { defaultProps, type PropsOf, type PropsSchema } from '../../../engine/plugins/propsSchema.ts'
import { createStoryServices } from '../../../plugins/shared/fakeServices.ts'
import { NO_BOUND, NO_LIVE } from '../../../plugins/shared/liveProps.ts'
import type {
  DomWidgetView,
  LiveProps,
  RuntimeServices,
  ViewMode,
} from '../../../plugins/shared/viewContract.ts'
import './storyFrame.css'

interface Props<S extends PropsSchema> {
  plugin: WidgetPlugin<S, DomWidgetView<PropsOf<S>>>
  mode: ViewMode
  /** Overrides of the plugin's default props. */
  props?: Partial<PropsOf<S>>
  width?: number
  height?: number
  live?: LiveProps
  /** Bound props at runtime; by default the keys of `live` (a prop listed here with no live value waits). */
  bound?: readonly string[]
  services?: RuntimeServices
  onEmit?(event: string, payload?: unknown): void
  onWrite?(prop: string, value: unknown): Promise<void>
}

/**
 * One DOM widget as a host shows it: the plugin's lazily loaded view at its default size (or the given
 * one) with story data. `data-ready` tells the screenshot test that the view has loaded.
 */
export function DomWidgetStory<S extends PropsSchema>({
  plugin,
  mode,
  props,
  width = plugin.defaultSize.w,
  height = plugin.defaultSize.h,
  live = NO_LIVE,
  bound,
  services,
  onEmit,
  onWrite,
}: Props<S>) {
  const View = useView(plugin, mode)
  const [fallbackServices] = useState(() => createStoryServices())
  const merged = { ...defaultProps(plugin.props), ...props } as PropsOf<S>
  return (
    <div className="story-cell" data-testid="plugin-story" data-ready={View ? 'true' : 'false'}>
      <span className="story-caption">
        {plugin.id} · {mode} · {width}×{height}
      </span>
      <div style={{ width, height, position: 'relative' }}>
        {View ? (
          <View
            props={merged}
            width={width}
            height={height}
            mode={mode}
            live={mode === 'runtime' ? live : NO_LIVE}
            // A story's live values stand for its bindings, unless it names them.
            bound={mode === 'runtime' ? new Set(bound ?? Object.keys(live)) : NO_BOUND}
            emit={(event, payload) => onEmit?.(event, payload)}
            write={onWrite ?? (async () => {})}
            history={async () => []}
            services={services ?? fallbackServices}
          />
        ) : null}
      </div>
    </div>
  )
}

function useView<S extends PropsSchema>(plugin: WidgetPlugin<S, DomWidgetView<PropsOf<S>>>, mode: ViewMode) {
  const [view, setView] = useState<{ component: DomWidgetView<PropsOf<S>> } | null>(null)
  useEffect(() => {
    let cancelled = false
    plugin.views[mode]().then((component) => {
      if (!cancelled) setView({ component })
    })
    return () => {
      cancelled = true
    }
  }, [plugin, mode])
  return view?.component ?? null
}

/** The page background around widgets: light or dark control-room grey. */
export function StoryPage({ dark, children }: { dark?: boolean; children: React.ReactNode }) {
  return <div className={dark ? 'story-page story-page--dark' : 'story-page'}>{children}</div>
}
