import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { MESSAGES } from '../../../../engine/rules/responses'
import { notify } from '../../../ui'
import { type FieldErrors, focusFirstInvalid, hasNoErrors } from '../common/fieldErrors'
import type { SavedRecord } from '../common/useSavedRecord'

interface Options<T, D, F extends string> {
  toDraft: (value: T) => D
  fromDraft: (draft: D) => T
  problems: (draft: D) => FieldErrors<F>
}

/**
 * The editing state of a settings page over a saved record: the draft (reset whenever the record
 * loads or saves), per-field problems from the engine's rules, and a save that reports stale versions.
 */
export function useSettingsDraft<T, D, F extends string>(record: SavedRecord<T>, options: Options<T, D, F>) {
  const { i18n } = useLingui()
  const [draft, setDraft] = useState<D | null>(null)
  const [errors, setErrors] = useState<FieldErrors<F>>({})
  const [saving, setSaving] = useState(false)
  const [stale, setStale] = useState(false)
  const latest = useRef(options)
  latest.current = options

  useEffect(() => {
    if (record.value !== null) {
      setDraft(latest.current.toDraft(record.value))
      setErrors({})
      setStale(false)
    }
  }, [record.value])

  const change = <K extends keyof D>(field: K, value: D[K]) => {
    setDraft((current) => (current === null ? current : { ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  async function save() {
    if (draft === null) return
    const problems = latest.current.problems(draft)
    setErrors(problems)
    setStale(false)
    if (!hasNoErrors(problems)) {
      requestAnimationFrame(() => focusFirstInvalid(document.querySelector('.admin-screen')))
      return
    }
    setSaving(true)
    const outcome = await record.save(latest.current.fromDraft(draft))
    setSaving(false)
    if (outcome === 'saved') notify.success(i18n._(MESSAGES.saveSucceeded))
    else if (outcome === 'stale') setStale(true)
  }

  const reset = () => {
    if (record.value !== null) setDraft(latest.current.toDraft(record.value))
    setErrors({})
  }

  return { draft, setDraft, errors, change, save, reset, saving, stale }
}
