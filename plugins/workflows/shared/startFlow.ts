/**
 * Starting a process from a runtime page (S1 §4): the values of a named form on the page become the
 * process data. The form's controls are checked first (their messages show under them), as a submit does;
 * nothing starts while one is invalid.
 */
import { checkFormControls, resetForm } from '../../forms/shared/formRegistry.ts'
import type { FormValue, RuntimeServices } from '../../shared/viewContract.ts'

export type StartOutcome =
  | { kind: 'started'; instanceId: number }
  | { kind: 'notConfigured' }
  | { kind: 'invalid' }
  | { kind: 'noControls'; form: string }
  | { kind: 'failed'; message: string }

/** Checks the form (when one is named), then starts the process with its values. */
export async function startFlow(
  diagramId: number,
  formName: string,
  services: RuntimeServices,
  reset: boolean,
): Promise<StartOutcome> {
  if (!Number.isInteger(diagramId) || diagramId < 1) return { kind: 'notConfigured' }
  let data: Record<string, FormValue> = {}
  if (formName) {
    const check = checkFormControls(formName)
    if (check.count === 0) return { kind: 'noControls', form: formName }
    if (!check.valid) return { kind: 'invalid' }
    data = check.values
  }
  try {
    const { instanceId } = await services.workflow.start(diagramId, data)
    if (formName && reset) resetForm(formName)
    return { kind: 'started', instanceId }
  } catch (error) {
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) }
  }
}
