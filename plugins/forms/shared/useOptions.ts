import { useEffect, useState } from 'react'
import type { RuntimeServices, ViewMode } from '../../shared/viewContract.ts'
import { type ChoiceOption, MAX_OPTIONS, type OptionSourceProps, optionsFromData } from './options.ts'

/**
 * The options of a choice control. Static ones at once; at runtime, those of an object property or an
 * object query once loaded (the designer shows the static list as a sample). A failed load leaves the
 * list empty and says so through `failed`.
 */
export function useOptions(
  props: OptionSourceProps,
  mode: ViewMode,
  services: RuntimeServices,
): { options: ChoiceOption[]; loading: boolean; failed: boolean } {
  const { optionSource, sourceObject, sourceProperty, sourceTemplate, labelKey, valueKey, parentKey } = props
  const dynamic = mode === 'runtime' && optionSource !== 'static'
  const [loaded, setLoaded] = useState<ChoiceOption[] | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (!dynamic) return
    let live = true
    const keys = { labelKey, valueKey, parentKey }
    const load =
      optionSource === 'property'
        ? services.data.readProperty(sourceObject, sourceProperty).then((data) => optionsFromData(data, keys))
        : services.data
            .queryObjects({ dataSource: sourceTemplate, page: 1, size: MAX_OPTIONS })
            .then((page) => optionsFromData(page.list, keys))
    load.then(
      (options) => {
        if (live) setLoaded(options)
      },
      () => {
        if (live) setFailed(true)
      },
    )
    return () => {
      live = false
    }
  }, [
    dynamic,
    optionSource,
    sourceObject,
    sourceProperty,
    sourceTemplate,
    labelKey,
    valueKey,
    parentKey,
    services,
  ])
  if (!dynamic) return { options: props.options, loading: false, failed: false }
  return { options: loaded ?? [], loading: loaded === null && !failed, failed }
}
