import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import { productName } from '../../../shell/brand'
import { Badge, Button, FormSection, icons, Panel, Spinner } from '../../../ui'
import { formatDateTime, splitDuration } from '../common/dateTime'
import { Facts } from '../common/Facts'
import { readService, readVersion, type ServiceInfo, type VersionInfo } from './configApi'
import { SystemLayout } from './SystemLayout'

/** System information (S0 §2 /design/system-info-mgr/system-info): the version and the service state. */
export default function SystemInfoScreen() {
  const { t } = useLingui()
  const [version, setVersion] = useState<VersionInfo | null>(null)
  const [service, setService] = useState<ServiceInfo | null>(null)
  const [checkedAt, setCheckedAt] = useState<Date | null>(null)
  const [loading, setLoading] = useState(true)

  const load = useCallback(async () => {
    setLoading(true)
    const [versionResult, serviceResult] = await Promise.all([readVersion(), readService()])
    if (versionResult.ok) setVersion(versionResult.data)
    if (serviceResult.ok) setService(serviceResult.data)
    setCheckedAt(new Date())
    setLoading(false)
  }, [])

  useEffect(() => {
    void load()
  }, [load])

  const uptime = service ? splitDuration(service.uptimeSeconds) : null
  const engineName = (engine: string) =>
    engine === 'postgres' ? 'PostgreSQL' : engine === 'sqlite' ? t`SQLite (embedded)` : engine

  return (
    <SystemLayout
      current="overview"
      testId="system-info-screen"
      description={<Trans>The product version, the server and its database.</Trans>}
      actions={
        <Button icon={<icons.RefreshIcon size={15} />} loading={loading} onClick={() => void load()}>
          <Trans>Check again</Trans>
        </Button>
      }
    >
      {!version && !service && loading ? (
        <div className="admin-screen--loading">
          <Spinner size={24} label={t`Loading…`} />
        </div>
      ) : (
        <div className="detail-grid">
          <Panel>
            <FormSection title={<Trans>Version</Trans>}>
              <Facts
                testId="version-facts"
                items={[
                  { key: 'product', label: <Trans>Product</Trans>, value: productName },
                  {
                    key: 'version',
                    label: <Trans>Version</Trans>,
                    value: <code>{version?.version ?? '—'}</code>,
                  },
                  {
                    key: 'schema',
                    label: <Trans>Database schema</Trans>,
                    value: <code>{version?.schemaVersion || '—'}</code>,
                  },
                  {
                    key: 'node',
                    label: <Trans>Runtime</Trans>,
                    value: version ? `Node.js ${version.node}` : '—',
                  },
                ]}
              />
            </FormSection>
          </Panel>
          <Panel>
            <FormSection
              title={<Trans>Service</Trans>}
              actions={
                service ? (
                  service.status === 'ok' ? (
                    <Badge tone="success">
                      <Trans>Running normally</Trans>
                    </Badge>
                  ) : (
                    <Badge tone="danger">
                      <Trans>Degraded</Trans>
                    </Badge>
                  )
                ) : null
              }
            >
              <Facts
                testId="service-facts"
                items={[
                  {
                    key: 'started',
                    label: <Trans>Server started</Trans>,
                    value: formatDateTime(service?.startedAt ?? version?.startedAt) || '—',
                  },
                  {
                    key: 'uptime',
                    label: <Trans>Uptime</Trans>,
                    value: uptime ? (
                      <Trans>
                        {uptime.days} d {uptime.hours} h {uptime.minutes} min
                      </Trans>
                    ) : (
                      '—'
                    ),
                  },
                  {
                    key: 'engine',
                    label: <Trans>Database engine</Trans>,
                    value: service
                      ? engineName(service.database.engine)
                      : version
                        ? engineName(version.database)
                        : '—',
                  },
                  {
                    key: 'database',
                    label: <Trans>Database</Trans>,
                    value: service ? (
                      service.database.reachable ? (
                        <span className="status-dot status-dot--online">
                          <Trans>Reachable ({service.database.latencyMs} ms)</Trans>
                        </span>
                      ) : (
                        <span className="status-dot status-dot--abnormal">
                          <Trans>Not reachable</Trans>
                        </span>
                      )
                    ) : (
                      '—'
                    ),
                  },
                  {
                    key: 'checked',
                    label: <Trans>Checked</Trans>,
                    value: checkedAt ? formatDateTime(checkedAt.toISOString()) : '—',
                  },
                ]}
              />
            </FormSection>
          </Panel>
        </div>
      )}
    </SystemLayout>
  )
}
