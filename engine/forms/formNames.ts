/**
 * Uniqueness rules of spec S1 §5 for the designer's forms: control ids unique and not empty, form-library
 * control names (data field names) unique within their form and not empty — an empty one is allowed after
 * the designer confirms — and form group names unique on a page.
 */
import { type MessageDescriptor, withValues } from '../messages.ts'
import { findDuplicates } from '../rules/names.ts'

/** Messages of the form uniqueness rules. */
export const FORM_NAME_MESSAGES = {
  emptyId: /*i18n*/ { id: 'forms.names.emptyId', message: 'A control has no id' },
  duplicateId: /*i18n*/ { id: 'forms.names.duplicateId', message: 'Duplicate id {name}' },
  emptyField: /*i18n*/ {
    id: 'forms.names.emptyField',
    message: 'A control of form {form} has no data field name; its value will not be sent',
  },
  duplicateField: /*i18n*/ {
    id: 'forms.names.duplicateField',
    message: 'The data field name {name} is used twice in form {form}',
  },
  duplicateGroup: /*i18n*/ {
    id: 'forms.names.duplicateGroup',
    message: 'The group name {name} is used twice',
  },
} satisfies Record<string, MessageDescriptor>

/** One control as the uniqueness rules see it. */
export interface NamedControl {
  id: string
  /** The form group it belongs to; '' when it is in none. */
  formName: string
  /** Its data field name; '' when none is set. */
  fieldName: string
}

/** What the rules found: errors block a save, warnings need the designer's confirmation. */
export interface NameProblems {
  errors: MessageDescriptor[]
  warnings: MessageDescriptor[]
}

/** Checks the controls and group names of one page against the uniqueness rules. */
export function checkFormNames(
  controls: readonly NamedControl[],
  groupNames: readonly string[] = [],
): NameProblems {
  const errors: MessageDescriptor[] = []
  const warnings: MessageDescriptor[] = []
  if (controls.some((control) => control.id.trim() === '')) errors.push(FORM_NAME_MESSAGES.emptyId)
  for (const name of findDuplicates(controls.map((control) => control.id).filter((id) => id.trim() !== '')))
    errors.push(withValues(FORM_NAME_MESSAGES.duplicateId, { name }))
  const forms = new Map<string, string[]>()
  for (const control of controls) {
    if (control.formName === '') continue
    const fields = forms.get(control.formName) ?? []
    fields.push(control.fieldName)
    forms.set(control.formName, fields)
  }
  for (const [form, fields] of forms) {
    if (fields.some((field) => field.trim() === ''))
      warnings.push(withValues(FORM_NAME_MESSAGES.emptyField, { form }))
    for (const name of findDuplicates(fields.filter((field) => field.trim() !== '')))
      errors.push(withValues(FORM_NAME_MESSAGES.duplicateField, { name, form }))
  }
  for (const name of findDuplicates(groupNames.filter((group) => group.trim() !== '')))
    errors.push(withValues(FORM_NAME_MESSAGES.duplicateGroup, { name }))
  return { errors, warnings }
}

/** The controls and group names of a page document's blocks, as `checkFormNames` reads them. */
export function pageFormNames(
  blocks: readonly {
    widgets: readonly { id: string; props: Record<string, unknown> }[]
    groups: readonly string[]
  }[],
): { controls: NamedControl[]; groupNames: string[] } {
  const controls: NamedControl[] = []
  const groupNames: string[] = []
  for (const block of blocks) {
    groupNames.push(...block.groups)
    for (const widget of block.widgets) {
      const { formName, fieldName } = widget.props
      controls.push({
        id: widget.id,
        formName: typeof formName === 'string' ? formName : '',
        fieldName: typeof fieldName === 'string' ? fieldName : '',
      })
    }
  }
  return { controls, groupNames }
}
