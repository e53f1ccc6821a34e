/**
 * Start-workflow button: starts one published process, with the values of a form on the page as its
 * data (checked first, as a submit does), after an optional confirmation.
 */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { fieldMessages as f } from '../../shared/fieldMessages.ts'
import { messages as m } from './messages.ts'

/** Props of the start-workflow button. */
export const props = {
  text: field.string({ label: f.text, default: 'Start request', defaultText: m.defaultText, maxLength: 50 }),
  diagramId: field.processRef({
    label: m.diagramId,
    description: m.diagramIdHelp,
    group: 'data',
    default: 0,
  }),
  submitForm: field.string({
    label: m.submitForm,
    description: m.submitFormHelp,
    group: 'data',
    default: '',
    maxLength: 50,
    pattern: '([A-Za-z][A-Za-z0-9_-]*)?',
  }),
  resetAfterStart: field.boolean({ label: m.resetAfterStart, group: 'data', default: true }),
  confirmText: field.string({ label: m.confirmText, default: '', maxLength: 200 }),
}

/** The props a view receives (validated, defaults filled in). */
export type Props = PropsOf<typeof props>

/** Metadata only: the palette, the inspector and the server read it without loading the view. */
export const manifest = defineManifest({
  id: 'workflow.startButton',
  version: 1,
  category: 'workflow',
  order: 30,
  title: m.title,
  icon: { paths: ['M4 8h16v8H4z', 'M10 10l4 2-4 2z'] },
  defaultSize: { w: 140, h: 36 },
  props,
})
