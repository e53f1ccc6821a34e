import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SystemTemplateKind, SystemTemplateProblem } from '../../../../engine/templates/systemPages'

/** Each system template's name and what it holds, as the new-drawing dialog shows them. */
export const SYSTEM_TEMPLATE_TEXT: Record<
  SystemTemplateKind,
  { name: MessageDescriptor; about: MessageDescriptor }
> = {
  overview: { name: msg`Overview`, about: msg`A card of readings per unit and their live alarms` },
  detail: { name: msg`Detail page`, about: msg`One unit: every reading, a live chart, its trend and alarms` },
  trend: { name: msg`Trend page`, about: msg`The last hour of the units' values and a live chart` },
  alarm: { name: msg`Alarm page`, about: msg`Live alarms and the alarm journal of the units` },
  phone: { name: msg`Phone page`, about: msg`A phone page with a tab per unit` },
}

export const PROBLEM_TEXT: Record<SystemTemplateProblem, MessageDescriptor> = {
  noInstances: msg`Choose at least one instance.`,
  tooMany: msg`Too many instances for this page: choose fewer.`,
  noProperties: msg`This object template has no number or on/off property to show.`,
  noNumeric: msg`This object template has no number property to draw.`,
}

/** Texts placed on the generated pages. */
export const PAGE_WORDS = {
  alarms: msg`Alarms`,
  alarmHistory: msg`Alarm history`,
  trend: msg`Trend, last hour`,
  live: msg`live`,
  on: msg`On`,
  off: msg`Off`,
}
