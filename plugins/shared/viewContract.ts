/**
 * The view contract between plugins and the app. The engine's `WidgetPlugin<S, V>` leaves `V` open; this
 * file fixes it: a DOM widget's view is a React component, a canvas shape's view is a factory of fabric
 * objects that the host's single fabric canvas owns. The app implements the host side (mounting, live
 * values, services); plugins implement the views. Types only: importing this file costs no bytes.
 */
import type { FabricObject } from 'fabric'
import type { ComponentType } from 'react'
import type { EventName } from '../../engine/document/persisted.ts'
import type { ViewKind, WidgetPlugin } from '../../engine/plugins/contract.ts'
import type { PropsSchema } from '../../engine/plugins/propsSchema.ts'
import type { ReportColumn, ReportParam } from '../../engine/reports/definition.ts'
import type { ReportLine } from '../../engine/reports/layout.ts'
import type { AlertType } from '../../engine/rules/alarmLimits.ts'

/** 'design' in the editor (static props, sample data, no services), 'runtime' for operators. */
export type ViewMode = ViewKind

/** OPC-style quality of a live value; views may mark 'uncertain' and 'bad' values. */
export type Quality = 'good' | 'uncertain' | 'bad'

/** One bound prop's live value, already passed through the binding's transform. */
export interface LiveValue {
  value: unknown
  quality: Quality
  /** Source timestamp, epoch milliseconds. */
  time: number
}

/**
 * Live values keyed by prop name; only bound props that have received a value appear. A view shows
 * `live[key].value` instead of `props[key]` (see `mergeLive` in liveProps.ts).
 */
export type LiveProps = Readonly<Record<string, LiveValue>>

/**
 * The props bound to data on this widget; empty in design mode. With `live` a view tells "not bound"
 * from "bound, no value yet" (`bound.has(key)` and no `live[key]`), and follows one rule
 * (plugins/README.md, "Bound props"): not bound → the designed value; bound, no value yet → a visible
 * waiting state, never the designed value passed off as live (`liveStatus`, `isWaiting` in liveProps.ts).
 */
export type BoundProps = ReadonlySet<string>

/**
 * What a widget marks about its values: their worst quality, or 'waiting' while a bound prop has had no
 * value yet (a quiet grey mark, "Waiting for data"). Bad outranks waiting, waiting outranks uncertain.
 */
export type LiveStatus = Quality | 'waiting'

/** What a widget may raise: a stored page event ('noticeOnclick') or a plugin-specific name. */
export type WidgetEvent = EventName | (string & {})

/** One stored value of a bound prop, epoch milliseconds; `value` null marks a gap. */
export interface PropHistoryPoint {
  time: number
  value: unknown
}

/** Size of a widget in page pixels (before zoom). */
export interface WidgetSize {
  width: number
  height: number
}

/** Props the host gives a DOM widget's view on every render. */
export interface DomWidgetProps<P> {
  /** The widget's validated, normalised props as stored in the document. */
  props: P
  width: number
  height: number
  mode: ViewMode
  /** Bound values; always `{}` in design mode. The host re-renders at most once per animation frame. */
  live: LiveProps
  /** Which props are bound (BoundProps); empty in design mode. */
  bound: BoundProps
  /**
   * Raises an event; the host runs the actions stored for it ('noticeOnclick' → open page, set value...).
   * `emit('openPage', { pageId })` opens that page at runtime (a widget that picks the page itself).
   */
  emit(event: WidgetEvent, payload?: unknown): void
  /**
   * Writes a value to the object property bound to `prop` (an input's or a select's `value`). The host
   * resolves the binding and calls `services.values.set`; it rejects when `prop` is unbound or in design
   * mode. Widgets never see binding targets, so the host stays the one place that checks write access.
   */
  write(prop: string, value: unknown): Promise<void>
  /**
   * The stored history of the property bound to `prop` from `start` to `end` (epoch ms; the host widens
   * a span shorter than the history rules allow), ascending, the first point being the value in force at
   * the start. History is numeric (booleans as 1 and 0; text that is not a number is a gap, null); each
   * other value then passes through the binding's transform as a live one does. Rejects when `prop` is
   * unbound or in design mode. A live chart uses it to open showing its whole window.
   */
  history(prop: string, start: number, end: number): Promise<PropHistoryPoint[]>
  /** Server calls for runtime views; design views must not call them (the host may pass `noServices`). */
  services: RuntimeServices
  /**
   * Set at runtime when this widget's changes to the plant would be refused: the user may not operate
   * (write values, run services, acknowledge alarms). The text says why, in the user's language; views
   * disable their write controls (inputs, selects, a button whose clicks only write, acknowledge) and
   * show it. Undefined when the user may operate, in design mode, and for widgets whose clicks do more.
   */
  operateDenied?: string
}

/** The view of a `render: 'dom'` plugin: a React component placed above the stage at the widget's box. */
export type DomWidgetView<P> = ComponentType<DomWidgetProps<P>>

/**
 * The view of a `render: 'canvas'` plugin. The host owns ONE fabric canvas per stage and adds the objects
 * these functions return, so thousands of shapes share one canvas, one render loop and one hit-test.
 *
 * Geometry: `create` returns an object that fills `size` (a circle takes the smaller side), centred on
 * fabric's default centre origin; the host places it (`placeShape` in shapePlacement.ts) by setting
 * left/top to the box centre and the angle. Shapes own their scale: the host resizes by calling `update`
 * with the new size, never by scaling the object.
 */
export interface CanvasShapeView<P> {
  create(props: P, size: WidgetSize): FabricObject
  /**
   * Applies new props, size or live values to an object made by `create`; cheap when only colours change.
   * `bound` names the bound props (absent or empty in design mode): a bound prop with no value yet draws the
   * designed look, but a state the operator reads (a pump's state, a pipe's flow, a text) shows as not
   * known rather than as the designed one.
   */
  update(object: FabricObject, props: P, size: WidgetSize, live: LiveProps, bound?: BoundProps): void
  /**
   * Advances an animation (a pipe's flow, a pump's impeller) to `now` (ms, from requestAnimationFrame).
   * The host calls it each frame in runtime mode for shapes that have it and re-renders the canvas when
   * any returns true. Absent for static shapes.
   */
  tick?(object: FabricObject, now: number): boolean
}

/** What a painter draws from: the widget's props, live values, bound props and box size (page pixels). */
export interface PaintInput<P> {
  props: P
  live: LiveProps
  /** Which props are bound, as for the DOM view (absent: none): a painter shows the same waiting state. */
  bound?: BoundProps
  width: number
  height: number
  /**
   * The time of the frame (ms, as requestAnimationFrame's): an animated painter (`animated`) draws its
   * state at that time, e.g. a data link's dash offset. Absent: 0.
   */
  now?: number
}

/**
 * The optional painter of a read-only `render: 'dom'` plugin (`views.paint`). Crowded runtime pages draw
 * such widgets on one shared 2D canvas instead of mounting an element each. The host has already moved
 * the context's origin to the widget's top-left corner (page pixels, camera applied), rotated it, and
 * clipped it to the box; `paint` draws the widget as its DOM view would look, with no state of its own.
 */
export interface PaintView<P> {
  paint(ctx: CanvasRenderingContext2D, input: PaintInput<P>): void
  /** The text a pointer hovering the widget shows (the DOM view's tooltip), if any. */
  tooltip?(input: PaintInput<P>): string
  /**
   * Whether the drawing changes with time now (`input.now`): a flowing data link, a running pump. The paint
   * host then repaints the widget every frame while it returns true. Absent for static widgets.
   */
  animated?(input: PaintInput<P>): boolean
}

/** A `render: 'dom'` plugin: a React view, and optionally a painter; `P` is its props' type. */
export type DomPlugin<S extends PropsSchema = PropsSchema, P = AnyProps> = WidgetPlugin<
  S,
  DomWidgetView<P>,
  'dom',
  PaintView<P>
>

/** A `render: 'canvas'` plugin: a fabric shape view, and optionally a painter (static shapes only). */
export type CanvasPlugin<S extends PropsSchema = PropsSchema, P = AnyProps> = WidgetPlugin<
  S,
  CanvasShapeView<P>,
  'canvas',
  PaintView<P>
>

/**
 * A plugin as the app's registry holds it: narrowing `render` gives the view's type, so hosts need no
 * casts. Props are checked at runtime against the schema (propsForView) before any view sees them.
 */
export type GantryPlugin = DomPlugin | CanvasPlugin

/** A loaded view of any plugin; `plugin.render` tells which kind. */
export type AnyPluginView = DomWidgetView<AnyProps> | CanvasShapeView<AnyProps>

// biome-ignore lint/suspicious/noExplicitAny: the registry mixes props types; the schema checks props at runtime
type AnyProps = any

/** A current alarm as the alarm service reports it (spec S1 §3 "Alarm"). */
export interface AlarmRow {
  id: string
  objName: string
  propName: string
  /** Display name of the alarm limit that was breached. */
  showName: string
  /** 1 is the most urgent. */
  priority: number
  /** The priority's colour from the alarm colour setup; '' when none is configured. */
  colour: string
  value: number | string | null
  limitValue: number
  alertType: AlertType
  /** When the alarm was raised, epoch milliseconds. */
  time: number
  acknowledged: boolean
  ackUser: string | null
  ackTime: number | null
}

/** Which alarms to list; no object names means every alarm the user may see. */
export interface AlarmQuery {
  objNames?: string[]
}

/** Which alarms of the journal to list (the history alarm control's filters); times are epoch ms. */
export interface AlarmHistoryQuery {
  /** No object names: every alarm the user may see. */
  objNames?: string[]
  start?: number
  end?: number
  /** Priorities to keep; none: all. */
  priorities?: number[]
  /** Still active, or cleared (the value returned); absent: both. */
  state?: 'active' | 'cleared'
  /** Acknowledged or not; absent: both. */
  acknowledged?: boolean
  /** Words in the object, property or alarm name. */
  text?: string
  /** Page number from 1, and rows a page. */
  page: number
  size: number
}

/** An alarm of the journal: a current alarm's fields, and when it cleared. */
export interface AlarmHistoryRow extends AlarmRow {
  cleared: boolean
  /** When the value returned, epoch ms; null while active. */
  clearTime: number | null
}

/** One page of the journal and how many alarms match in all. */
export interface AlarmHistoryPage {
  rows: AlarmHistoryRow[]
  total: number
}

/** The file kinds of an export (spec S1 §9: "Export extension xls or csv"). */
export type ExportFormat = 'csv' | 'xls'

/**
 * A change pushed by the alarm service: rows raised or updated (acknowledged), rows cleared, or `missed`:
 * changes were lost (the connection was down, or the server could not keep up), so a list built from
 * them may be wrong and should be loaded again with `current`.
 */
export type AlarmChange =
  | { kind: 'upsert'; rows: AlarmRow[] }
  | { kind: 'remove'; ids: string[] }
  | { kind: 'missed' }

/** One pen of a history query. */
export interface PenRef {
  objName: string
  propName: string
}

/** One stored sample; `value` null marks a gap (bad quality, no data). */
export interface TrendPoint {
  time: number
  value: number | null
}

/** The history of one pen, points ascending by time. */
export interface TrendSeries extends PenRef {
  points: TrendPoint[]
}

/** A history query; times are epoch milliseconds. Check it with the engine's `checkTrendQuery` first. */
export interface HistoryQuery {
  pens: PenRef[]
  start: number
  end: number
}

/** Server calls a runtime view may make. Plain data in and out, so tests and stories can fake them. */
export interface RuntimeServices {
  alarms: {
    current(query: AlarmQuery): Promise<AlarmRow[]>
    /** The server records the acknowledging user and time. */
    acknowledge(ids: string[]): Promise<void>
    /** Calls `listener` with every change; returns the unsubscribe function. */
    subscribe(listener: (change: AlarmChange) => void): () => void
    /** One page of the alarm journal (active and cleared alarms), newest first. */
    history(query: AlarmHistoryQuery): Promise<AlarmHistoryPage>
    /** Downloads every alarm of the journal that matches `query` (its paging aside) as a file. */
    exportHistory(query: AlarmHistoryQuery, format: ExportFormat): Promise<void>
  }
  history: {
    query(query: HistoryQuery): Promise<TrendSeries[]>
  }
  values: {
    set(objName: string, propName: string, value: unknown): Promise<void>
    /** Several properties of one object: all are checked before any is written (a form's submit). */
    setMany(objName: string, values: Record<string, unknown>): Promise<void>
  }
  /** Forms and object data: what form controls read their options from and what a submit sends. */
  data: DataServices
  /** The user's workflow: to-dos, and starting a published process (S1 §4). */
  workflow: WorkflowServices
  /** Saved grid reports, by name (issue 27). Failures reject with a `ServiceError`. */
  reports: ReportServices
}

/** What a report control draws before a run: its parameters as form controls, its columns. */
export interface ReportDescription {
  name: string
  params: ReportParam[]
  columns: ReportColumn[]
  linesPerPage: number
}

/** The lines of a report's chosen pages; over JSON a date cell is its ISO text. */
export interface ReportRunResult {
  columns: ReportColumn[]
  lines: ReportLine[]
  pages: number[]
  pageCount: number
  /** The query had more rows than a run reads. */
  truncated: boolean
}

export type ReportFileFormat = 'xlsx' | 'csv' | 'pdf'

export interface ReportServices {
  describe(name: string): Promise<ReportDescription>
  run(name: string, params: Record<string, string>, pageRange?: string): Promise<ReportRunResult>
  /** Downloads the report's chosen pages as a file. */
  exportFile(
    name: string,
    params: Record<string, string>,
    format: ReportFileFormat,
    pageRange?: string,
  ): Promise<void>
}

/** A to-do of the user as the to-do list control shows it. */
export interface TodoRow {
  taskId: number
  taskName: string
  flowId: number
  flowName: string
  startPerson: string
  /** When it reached the user (ms). */
  received: number
  overdue: boolean
}

/** A published process as a start control offers it. */
export interface StartableFlow {
  id: number
  name: string
  /** False when it has no plain start event (only timer or signal starts), or is not published. */
  startable: boolean
}

export interface WorkflowServices {
  /** The user's to-dos, newest first (a suspended process's to-dos are not among them). */
  todos(page: number, size: number): Promise<RowsPage<TodoRow>>
  /** A process by its diagram id: its name and whether the user can start it. */
  flow(diagramId: number): Promise<StartableFlow>
  /** Starts the published version of a process with `data` as its variables; answers the instance id. */
  start(diagramId: number, data: Record<string, FormValue>): Promise<{ instanceId: number }>
  /** Opens a to-do's task page. */
  openTask(taskId: number): void
  /** Calls `listener` when the user's to-dos may have changed; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
}

/** A value a form control holds and sends. */
export type FormValue = string | number | boolean | null | (string | number | boolean)[]

/** One submitted form as stored (`POST /api/forms`), with who sent it and when (ISO text). */
export interface FormRecord {
  id: number
  formName: string
  values: Record<string, FormValue>
  username: string
  createdAt: string
  updatedAt: string
  version: number
}

/** A page of rows and how many there are in all. */
export interface RowsPage<T> {
  list: T[]
  total: number
}

/** One object instance as a data row: its name, version and property values flattened beside them. */
export type ObjectRow = { name: string; showName: string; version: number } & Record<string, unknown>

/**
 * The one object query of runtime views (`POST /api/compose/manage/objectdata/query`): instances of a
 * template, optionally filtered, with the property values the user may read (only `keys` when given).
 */
export interface ObjectQuery {
  dataSource: string
  filters?: { field: string; op?: 'eq' | 'like'; value?: unknown }[]
  /** The properties wanted; the others are left out of the rows. */
  keys?: string[]
  page: number
  size: number
}

/** An object-data write (`POST /api/compose/manage/objectdata`) as spec S0 §3 shapes it. */
export interface ObjectWrite {
  type: 'add' | 'update' | 'delete'
  dataSource?: string
  keys?: { name?: string; names?: string[] }
  data?: { name?: string; showName?: string; version?: number; properties?: Record<string, unknown> }
}

/** A file a form's upload control stored: the name it was sent under and its address (the form value). */
export interface UploadedFile {
  name: string
  url: string
  size: number
}

/** What a server call refused, in the user's language, with the HTTP status (409: changed meanwhile). */
export class ServiceError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'ServiceError'
  }
}

/** Calls of form controls. Failures reject with a `ServiceError` and show no notice of their own. */
export interface DataServices {
  submitForm(formName: string, values: Record<string, FormValue>, pageId?: string): Promise<FormRecord>
  formRecords(formName: string, page: number, size: number): Promise<RowsPage<FormRecord>>
  /** Rejects with status 409 when `version` is not the stored one. */
  updateFormRecord(id: number, values: Record<string, FormValue>, version: number): Promise<FormRecord>
  /** Object instances as rows: select and table options, a submit's filter, a calendar's events. */
  queryObjects(query: ObjectQuery): Promise<RowsPage<ObjectRow>>
  writeObjects(write: ObjectWrite): Promise<void>
  /** The current value of one object property (options kept as JSON in a property). */
  readProperty(objName: string, propName: string): Promise<unknown>
  /** Stores a JPG, GIF or PNG through the images API and answers its address. */
  uploadImage(file: File): Promise<string>
  /**
   * Stores a form's file through the form files call (`POST /api/forms/files`), checked against
   * `accept` (extensions) and the 5 MB limit there too; answers its name and address.
   */
  uploadFile(file: File, accept: readonly string[]): Promise<UploadedFile>
  /** Tells the user an outcome (the spec's success and failure toasts). */
  notify(kind: 'success' | 'error', title: string, message?: string): void
}
