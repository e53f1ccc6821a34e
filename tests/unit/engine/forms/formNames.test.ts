import { describe, expect, it } from 'vitest'
import { checkFormNames, FORM_NAME_MESSAGES, pageFormNames } from '../../../../engine/forms/formNames.ts'

describe('checkFormNames', () => {
  it('passes distinct ids, distinct field names per form and distinct group names', () => {
    const result = checkFormNames(
      [
        { id: 'w1', formName: 'report', fieldName: 'name' },
        { id: 'w2', formName: 'report', fieldName: 'phone' },
        { id: 'w3', formName: 'other', fieldName: 'name' },
        { id: 'w4', formName: '', fieldName: '' },
      ],
      ['Pumps', 'Valves'],
    )
    expect(result).toEqual({ errors: [], warnings: [] })
  })

  it('refuses duplicate or empty ids, duplicate field names in a form and duplicate group names', () => {
    const result = checkFormNames(
      [
        { id: 'w1', formName: 'report', fieldName: 'name' },
        { id: 'w1', formName: 'report', fieldName: 'name' },
        { id: ' ', formName: '', fieldName: '' },
      ],
      ['Pumps', 'Pumps'],
    )
    expect(result.errors).toEqual([
      FORM_NAME_MESSAGES.emptyId,
      { ...FORM_NAME_MESSAGES.duplicateId, values: { name: 'w1' } },
      { ...FORM_NAME_MESSAGES.duplicateField, values: { name: 'name', form: 'report' } },
      { ...FORM_NAME_MESSAGES.duplicateGroup, values: { name: 'Pumps' } },
    ])
  })

  it('asks for confirmation, not refusal, when a form control has no field name', () => {
    const result = checkFormNames([{ id: 'w1', formName: 'report', fieldName: '' }])
    expect(result.errors).toEqual([])
    expect(result.warnings).toEqual([{ ...FORM_NAME_MESSAGES.emptyField, values: { form: 'report' } }])
  })
})

describe('pageFormNames', () => {
  it('reads every block’s widgets and group names; widgets outside forms carry empty names', () => {
    const read = pageFormNames([
      { widgets: [{ id: 'a', props: { formName: 'f', fieldName: 'x' } }], groups: ['G'] },
      { widgets: [{ id: 'b', props: { text: 'Label' } }], groups: ['G'] },
    ])
    expect(read).toEqual({
      controls: [
        { id: 'a', formName: 'f', fieldName: 'x' },
        { id: 'b', formName: '', fieldName: '' },
      ],
      groupNames: ['G', 'G'],
    })
    expect(checkFormNames(read.controls, read.groupNames).errors).toEqual([
      { ...FORM_NAME_MESSAGES.duplicateGroup, values: { name: 'G' } },
    ])
  })
})
