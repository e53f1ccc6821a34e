import { useLingui } from '@lingui/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import {
  type ControlRules,
  type ControlValue,
  checkControlValue,
  NO_RULES,
} from '../../../engine/forms/controlCheck.ts'
import type { MessageDescriptor } from '../../../engine/messages.ts'
import type { TextLimit } from '../../../engine/rules/names.ts'
import type { CheckerKind } from '../../../engine/rules/valueCheckers.ts'
import type { ViewMode } from '../../shared/viewContract.ts'
import { registerControl } from './formRegistry.ts'

/** The props of a control that a form reads (absent fields check nothing). */
export interface FormControlProps {
  formName: string
  fieldName: string
  required?: boolean
  checker?: CheckerKind
  pattern?: string
  textLimit?: TextLimit
  /** An input's own limit (1-500), used when there is no `textLimit`. */
  maxLength?: number
}

/** The rules of a control from its props. */
export function rulesOf(props: FormControlProps): ControlRules {
  return {
    checker: props.checker ?? NO_RULES.checker,
    required: props.required ?? false,
    pattern: props.pattern ?? '',
    maxLength: props.textLimit ?? props.maxLength ?? NO_RULES.maxLength,
  }
}

/**
 * A form control's value and message. At runtime the control joins its named form (when it has one), so
 * a submit checks and reads it; once a message shows, each change checks again so it clears as soon as the
 * value is right. `error` is already in the page's language.
 */
export function useFormControl<V extends ControlValue>(
  props: FormControlProps,
  mode: ViewMode,
  initial: V,
  extraCheck?: (value: V) => MessageDescriptor | null,
): { value: V; setValue(value: V): void; error: string | null; check(): boolean } {
  const { i18n } = useLingui()
  const [value, setState] = useState<V>(initial)
  const [problem, setProblem] = useState<ReturnType<typeof checkControlValue>>(null)
  const valueRef = useRef(value)
  valueRef.current = value
  const initialRef = useRef(initial)
  const rules = rulesOf(props)
  const rulesRef = useRef(rules)
  rulesRef.current = rules
  const extraRef = useRef(extraCheck)
  extraRef.current = extraCheck
  const problemOf = (candidate: V) =>
    checkControlValue(candidate, rulesRef.current) ?? extraRef.current?.(candidate) ?? null
  const { formName, fieldName } = props
  const runtime = mode === 'runtime'

  useEffect(() => {
    if (!runtime || formName === '') return
    return registerControl({
      formName,
      field: fieldName,
      get rules() {
        return rulesRef.current
      },
      read: () => valueRef.current,
      extraCheck: (candidate) => extraRef.current?.(candidate as V) ?? null,
      showError: setProblem,
      reset() {
        setState(initialRef.current)
        setProblem(null)
      },
    })
  }, [runtime, formName, fieldName])

  // Stable, so a control may set its value from an effect (a hidden field following a live value).
  const setValue = useCallback((next: V) => {
    setState(next)
    valueRef.current = next
    setProblem((shown) =>
      shown ? (checkControlValue(next, rulesRef.current) ?? extraRef.current?.(next) ?? null) : null,
    )
  }, [])
  const check = () => {
    const found = problemOf(valueRef.current)
    setProblem(found)
    return found === null
  }
  return { value, setValue, error: problem ? i18n._(problem) : null, check }
}
