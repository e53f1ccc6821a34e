/**
 * To-do list: the signed-in user's workflow to-dos on a runtime page, newest first, with their count kept
 * live; overdue ones are marked; a row opens its task.
 */
import { defineManifest, field, type PropsOf } from '../../../engine/plugins/index.ts'
import { themeField, titleField } from '../../shared/commonFields.ts'
import { messages as m } from './messages.ts'

/** Props of the to-do list. */
export const props = {
  title: titleField(),
  maxRows: field.number({ label: m.maxRows, default: 8, min: 1, max: 50, integer: true, group: 'data' }),
  theme: themeField(),
}

/** The props a view receives (validated, defaults filled in). */
export type Props = PropsOf<typeof props>

/** Metadata only: the palette, the inspector and the server read it without loading the view. */
export const manifest = defineManifest({
  id: 'workflow.todoList',
  version: 1,
  category: 'workflow',
  order: 10,
  title: m.title,
  icon: { paths: ['M9 6h11', 'M9 12h11', 'M9 18h11', 'M4 6l1 1 2-2', 'M4 12l1 1 2-2', 'M4 18h2'] },
  defaultSize: { w: 420, h: 280 },
  props,
})
