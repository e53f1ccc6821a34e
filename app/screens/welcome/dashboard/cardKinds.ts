import type { DashboardCardWire } from '../../../../engine/document/persisted'

/**
 * What a user may put on the dashboard: a value, a trend and alarms are the existing plugins; a page is a
 * link to a runtime page; to-dos are the workflow's own list of the user's open tasks.
 */
export type CardKind = 'value' | 'trend' | 'alarms' | 'todos' | 'page'

/** The plugin (or the page link) each kind shows, and the size a new card starts at (grid cells). */
export const CARD_KINDS: Record<CardKind, { type: string; w: number; h: number }> = {
  value: { type: 'chart.gauge', w: 3, h: 3 },
  trend: { type: 'control.trendChart', w: 6, h: 3 },
  alarms: { type: 'control.realAlarm', w: 6, h: 3 },
  todos: { type: 'workflow.todos', w: 6, h: 3 },
  page: { type: 'page.link', w: 3, h: 2 },
}

/** What the add-card form asks. */
export interface CardInput {
  kind: CardKind
  title: string
  objName: string
  propName: string
  /** For alarms: the objects whose current alarms the card shows. */
  objects: string[]
  unit: string
  min: number
  max: number
  /** For a page card: the runtime route ('application-runtime/Page_1') and the page's name. */
  path: string
  pageName: string
}

/** The card the form describes: the plugin's props and, for a value, the binding to its property. */
export function cardFor(input: CardInput, id: string, box: { x: number; y: number; w: number; h: number }) {
  const base = { id, type: CARD_KINDS[input.kind].type, ...box }
  const title = input.title.trim()
  switch (input.kind) {
    case 'value':
      return {
        ...base,
        props: {
          title: title || `${input.objName}.${input.propName}`,
          unit: input.unit,
          min: input.min,
          max: input.max,
        },
        bindings: { value: { objName: input.objName, propName: input.propName } },
      } satisfies DashboardCardWire
    case 'trend':
      return {
        ...base,
        props: {
          title: title || `${input.objName}.${input.propName}`,
          pens: [{ objName: input.objName, propName: input.propName, name: input.propName, color: '' }],
          unit: input.unit,
          rangeSeconds: 3600,
          refreshSeconds: 5,
        },
      } satisfies DashboardCardWire
    case 'alarms':
      return {
        ...base,
        props: { title, objects: input.objects.map((objName) => ({ objName })), maxRows: 50 },
      } satisfies DashboardCardWire
    case 'todos':
      return { ...base, props: { title: title } } satisfies DashboardCardWire
    case 'page':
      return {
        ...base,
        props: { title: title || input.pageName, path: input.path },
      } satisfies DashboardCardWire
  }
}

/** Why the form cannot make a card yet, by field; empty when it can. */
export function cardProblems(input: CardInput): Partial<Record<'object' | 'min' | 'page', true>> {
  const problems: Partial<Record<'object' | 'min' | 'page', true>> = {}
  if ((input.kind === 'value' || input.kind === 'trend') && (!input.objName.trim() || !input.propName.trim()))
    problems.object = true
  if (input.kind === 'alarms' && input.objects.length === 0) problems.object = true
  if (input.kind === 'value' && !(input.min < input.max)) problems.min = true
  if (input.kind === 'page' && !input.path) problems.page = true
  return problems
}
