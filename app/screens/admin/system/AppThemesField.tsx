import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Select } from '../../../ui'
import { type AppRecord, listApps } from '../../appManager/appsApi'

type AppTheme = 'default' | 'light' | 'dark'

/** The spec caps nothing here; a plant has a handful of applications, and more than this is a list to page. */
const APPS_SHOWN = 200

/**
 * Each application's runtime look (the appOption record's runtimeThemes, by appId): the installation's
 * default, light or dark. A page's own setting (designer, Page settings) still overrides it.
 */
export function AppThemesField({
  value,
  onChange,
}: {
  value: Record<string, string>
  onChange: (value: Record<string, string>) => void
}) {
  const { t } = useLingui()
  const [apps, setApps] = useState<AppRecord[] | null>(null)
  useEffect(() => {
    let alive = true
    void listApps({ keyword: '', pageIndex: 1, pageSize: APPS_SHOWN }).then((result) => {
      if (alive) setApps(result.ok ? result.data.list : [])
    })
    return () => {
      alive = false
    }
  }, [])
  if (!apps || apps.length === 0) return null
  const options = [
    { value: 'default' as const, label: t`As the installation` },
    { value: 'light' as const, label: t({ message: 'Light', context: 'runtime look' }) },
    { value: 'dark' as const, label: t({ message: 'Dark', context: 'runtime look' }) },
  ]
  const choose = (appId: string, theme: AppTheme) => {
    const { [appId]: _, ...others } = value
    onChange(theme === 'default' ? others : { ...others, [appId]: theme })
  }
  return (
    <fieldset className="app-themes" data-testid="app-themes">
      <legend>
        <Trans>Runtime look of each application</Trans>
      </legend>
      {apps.map((app) => {
        const appId = String(app.appId)
        const current = value[appId]
        return (
          <Select<AppTheme>
            key={appId}
            id={`app-theme-${appId}`}
            label={app.name}
            value={current === 'light' || current === 'dark' ? current : 'default'}
            options={options}
            onChange={(theme) => choose(appId, theme)}
          />
        )
      })}
    </fieldset>
  )
}
