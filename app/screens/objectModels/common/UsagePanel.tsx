import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Button, icons, Spinner } from '../../../ui'
import { type OwnerKind, ownerUsage, type UsageReport } from './modelApi'
import { UsageList } from './UsageList'

/** Where a template's instances or an instance are used: saved pages and blocks, symbols, alarm limits. */
export function UsagePanel({ kind, owner }: { kind: OwnerKind; owner: string }) {
  const { t } = useLingui()
  const [report, setReport] = useState<UsageReport | null>(null)
  const [generation, setGeneration] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: generation is the reload trigger
  useEffect(() => {
    setReport(null)
    void ownerUsage(kind, owner).then((result) => result.ok && setReport(result.data))
  }, [kind, owner, generation])
  return (
    <div className="model-form" data-testid="usage-panel">
      <p className="admin-muted">
        {kind === 'template' ? (
          <Trans>
            Saved pages, page templates, symbols and alarm limits that use this template's instances.
          </Trans>
        ) : (
          <Trans>Saved pages, page templates, symbols and alarm limits that use this instance.</Trans>
        )}
      </p>
      {report ? <UsageList report={report} /> : <Spinner label={t`Looking for uses…`} />}
      <div>
        <Button
          size="sm"
          variant="ghost"
          icon={<icons.RefreshIcon size={14} />}
          onClick={() => setGeneration((g) => g + 1)}
        >
          <Trans>Refresh</Trans>
        </Button>
      </div>
    </div>
  )
}
