/**
 * What a submit button does with its form (spec S1 §5 and §8): check every control of the named form,
 * then send the values to the form records (`POST /api/forms`), to object data (add, update or delete an
 * instance of a template, keyed by one field), or set them as properties of one object. Outcomes are
 * descriptors and texts the view shows as the spec's toasts.
 */
import type { MessageDescriptor } from '../../../engine/messages.ts'
import { withValues } from '../../../engine/messages.ts'
import { FILE_MESSAGES, INSTANCE_ROW_LIMIT } from '../../../engine/rules/files.ts'
import { MESSAGES } from '../../../engine/rules/responses.ts'
import { type FormValue, type RuntimeServices, ServiceError } from '../../shared/viewContract.ts'
import { checkFormControls, resetForm } from '../shared/formRegistry.ts'

/** Where a submit sends the form's values. */
export type SubmitTarget = 'forms' | 'objectAdd' | 'objectUpdate' | 'objectDelete' | 'properties'

/** The button props a submit reads. */
export interface SubmitSettings {
  submitForm: string
  submitTo: SubmitTarget
  dataSource: string
  keyField: string
  targetObject: string
  resetAfterSubmit: boolean
}

/** How a submit ended: the toast's title and message (message as a descriptor or the server's text). */
export type SubmitOutcome =
  | { ok: true; title: MessageDescriptor }
  | { ok: false; title: MessageDescriptor; message: MessageDescriptor | string | null }

const FAILED_TITLE: Record<SubmitTarget, MessageDescriptor> = {
  forms: MESSAGES.saveFailed,
  objectAdd: MESSAGES.createFailed,
  objectUpdate: MESSAGES.editFailed,
  objectDelete: MESSAGES.deleteFailed,
  properties: MESSAGES.saveFailed,
}

/** Messages of the submit itself. */
export const SUBMIT_MESSAGES = {
  invalid: /*i18n*/ {
    id: 'form.submit.invalid',
    message: 'Some fields are not valid; see the messages under them',
  },
  noControls: /*i18n*/ {
    id: 'form.submit.noControls',
    message: 'The form {form} has no controls on this page',
  },
} satisfies Record<string, MessageDescriptor>

class KeyedProblem extends Error {
  constructor(readonly descriptor: MessageDescriptor) {
    super(descriptor.message)
  }
}

function keyText(value: FormValue | undefined): string {
  if (value === null || value === undefined || Array.isArray(value)) return ''
  return String(value).trim()
}

/** The values other than the key: what becomes the instance's properties. */
function propertiesOf(values: Record<string, FormValue>, keyField: string): Record<string, FormValue> {
  const { [keyField]: _key, ...rest } = values
  return rest
}

async function send(
  settings: SubmitSettings,
  values: Record<string, FormValue>,
  services: RuntimeServices,
): Promise<MessageDescriptor> {
  const { submitTo, dataSource, keyField } = settings
  const data = services.data
  switch (submitTo) {
    case 'forms':
      await data.submitForm(settings.submitForm, values)
      return MESSAGES.operationSucceeded
    case 'properties': {
      if (!settings.targetObject) throw new KeyedProblem(MESSAGES.keyOrFilterMissing)
      // One call: a refused value leaves every property as it was.
      await services.values.setMany(settings.targetObject, values)
      return MESSAGES.operationSucceeded
    }
    case 'objectAdd': {
      const name = keyField ? keyText(values[keyField]) : ''
      if (!name) throw new KeyedProblem(MESSAGES.keyOrFilterMissing)
      await data.writeObjects({
        type: 'add',
        dataSource: dataSource || undefined,
        data: { name, properties: propertiesOf(values, keyField) },
      })
      return MESSAGES.createSucceeded
    }
    case 'objectUpdate': {
      const name = keyField ? keyText(values[keyField]) : ''
      if (!name || !dataSource) throw new KeyedProblem(MESSAGES.keyOrFilterMissing)
      const found = await data.queryObjects({
        dataSource,
        filters: [{ field: 'name', op: 'eq', value: name }],
        page: 1,
        size: 1,
      })
      const row = found.list[0]
      if (!row) throw new KeyedProblem(MESSAGES.primaryKeyChanged)
      try {
        await data.writeObjects({
          type: 'update',
          dataSource,
          keys: { name },
          data: { version: row.version, properties: propertiesOf(values, keyField) },
        })
      } catch (error) {
        if (error instanceof ServiceError && error.status === 409)
          throw new KeyedProblem(MESSAGES.primaryKeyChanged)
        throw error
      }
      return MESSAGES.editSucceeded
    }
    case 'objectDelete': {
      const raw = keyField ? values[keyField] : undefined
      const names = (Array.isArray(raw) ? raw.map(String) : [keyText(raw)]).filter((name) => name !== '')
      if (names.length === 0) throw new KeyedProblem(MESSAGES.keyOrFilterMissing)
      if (names.length > INSTANCE_ROW_LIMIT)
        throw new KeyedProblem(withValues(FILE_MESSAGES.overInstanceLimit, { num: INSTANCE_ROW_LIMIT }))
      await data.writeObjects({ type: 'delete', dataSource: dataSource || undefined, keys: { names } })
      return MESSAGES.deleteSucceeded
    }
  }
}

/** Checks and sends the form; on success empties it when asked. Never throws. */
export async function submitForm(
  settings: SubmitSettings,
  services: RuntimeServices,
): Promise<SubmitOutcome> {
  const failed = FAILED_TITLE[settings.submitTo]
  const check = checkFormControls(settings.submitForm)
  if (check.count === 0)
    return {
      ok: false,
      title: failed,
      message: withValues(SUBMIT_MESSAGES.noControls, { form: settings.submitForm }),
    }
  if (!check.valid) return { ok: false, title: failed, message: SUBMIT_MESSAGES.invalid }
  try {
    const title = await send(settings, check.values, services)
    if (settings.resetAfterSubmit) resetForm(settings.submitForm)
    return { ok: true, title }
  } catch (error) {
    if (error instanceof KeyedProblem) return { ok: false, title: failed, message: error.descriptor }
    return { ok: false, title: failed, message: error instanceof Error ? error.message : null }
  }
}
