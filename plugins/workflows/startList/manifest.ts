/**
 * Start-workflow list: the processes a page offers, each with its start button; the values of a form on
 * the page become the started process's data.
 */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { themeField, titleField } from '../../shared/commonFields.ts'
import { messages as sm } from '../startButton/messages.ts'
import { messages as m } from './messages.ts'

/** Props of the start-workflow list. */
export const props = {
  title: titleField(),
  flows: field.list({
    label: m.flows,
    description: m.flowsHelp,
    group: 'data',
    maxItems: 50,
    item: {
      diagramId: field.processRef({ label: sm.diagramId, default: 0 }),
      label: field.string({ label: m.label, default: '', maxLength: 50 }),
    },
    default: [],
  }),
  submitForm: field.string({
    label: sm.submitForm,
    description: sm.submitFormHelp,
    group: 'data',
    default: '',
    maxLength: 50,
    pattern: '([A-Za-z][A-Za-z0-9_-]*)?',
  }),
  resetAfterStart: field.boolean({ label: sm.resetAfterStart, group: 'data', default: true }),
  theme: themeField(),
}

/** The props a view receives (validated, defaults filled in). */
export type Props = PropsOf<typeof props>

/** Metadata only: the palette, the inspector and the server read it without loading the view. */
export const manifest = defineManifest({
  id: 'workflow.startList',
  version: 1,
  category: 'workflow',
  order: 20,
  title: m.title,
  icon: { paths: ['M4 6h10', 'M4 12h10', 'M4 18h10', 'M17 5l3 1.5-3 1.5z', 'M17 11l3 1.5-3 1.5z'] },
  defaultSize: { w: 360, h: 220 },
  props,
})
