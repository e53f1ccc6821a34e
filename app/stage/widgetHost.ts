/**
 * What a stage needs to run widgets for operators rather than designers: their live values, the server
 * services, and what happens when a widget raises an event or writes a value. The designer passes no
 * host (design views get no live values and no services); the runtime player passes one.
 */
import type { WidgetNode } from '../../engine/document/pageDoc'
import type {
  LiveProps,
  PropHistoryPoint,
  RuntimeServices,
  WidgetEvent,
} from '../../plugins/shared/viewContract'

/** Per-widget live values with change notification (fits useSyncExternalStore). */
export interface LiveSource {
  get(widgetId: string): LiveProps
  subscribe(widgetId: string, listener: () => void): () => void
  /** Calls `listener` after each batch of applied values, with the ids of the widgets that changed. */
  onFlush(listener: (changed: ReadonlySet<string>) => void): () => void
  /** False while some bound widget still waits for its first value (undefined: the source cannot tell). */
  readonly complete?: boolean
}

export interface WidgetHost {
  live: LiveSource
  services: RuntimeServices
  emit(node: WidgetNode, event: WidgetEvent, payload?: unknown): void
  write(node: WidgetNode, prop: string, value: unknown): Promise<void>
  history(node: WidgetNode, prop: string, start: number, end: number): Promise<PropHistoryPoint[]>
  /** Why the widget's writes would be refused (the user may not operate), or undefined (see DomWidgetProps). */
  operateDenied?(node: WidgetNode): string | undefined
}
