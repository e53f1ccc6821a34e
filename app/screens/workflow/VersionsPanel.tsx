import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Button } from '../../ui'
import { loadVersions, setDefaultVersion, upgradeVersion, type VersionRow } from './workflowApi'

interface Props {
  diagramId: number
  /** Changes when a new version is published, to reload the list. */
  refreshKey: number
  /** A version became the draft again: the editor reloads it. */
  onUpgraded: () => void
}

/** The published versions: which one new instances start on, and taking an old one back into the draft. */
export function VersionsPanel({ diagramId, refreshKey, onUpgraded }: Props) {
  const { t } = useLingui()
  const [versions, setVersions] = useState<VersionRow[]>([])
  const [tick, setTick] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey and tick are reload triggers.
  useEffect(() => {
    void loadVersions(diagramId).then((result) => {
      if (result.ok) setVersions(result.data.list)
    })
  }, [diagramId, refreshKey, tick])

  return (
    <section className="wf-versions" aria-label={t`Versions`} data-testid="wf-versions">
      <h2 className="wf-panel__title">
        <Trans>Versions</Trans>
      </h2>
      {versions.length === 0 && (
        <p className="wf-panel__empty">
          <Trans>Not published yet.</Trans>
        </p>
      )}
      <ul>
        {versions.map((version) => (
          <li key={version.id} className="wf-versions__row">
            <span>
              v{version.version} {version.isDefault && <strong>({t`default`})</strong>}
              <small>
                {' '}
                {version.createdBy} {new Date(version.createdAt).toLocaleString()}
              </small>
            </span>
            {!version.isDefault && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => void setDefaultVersion(version.id).then(() => setTick((n) => n + 1))}
              >
                <Trans>Set default</Trans>
              </Button>
            )}
            <Button
              size="sm"
              variant="ghost"
              onClick={() => void upgradeVersion(version.id).then((r) => r.ok && onUpgraded())}
            >
              <Trans>Edit from this</Trans>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
