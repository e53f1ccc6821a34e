import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import { productName } from '../../../shell/brand'
import { Logo } from '../../../shell/Logo'
import { Panel } from '../../../ui'
import { formatDateTime } from '../common/dateTime'
import { Facts } from '../common/Facts'
import { readVersion, type VersionInfo } from './configApi'
import { SYSTEM_PAGES } from './systemPaths'
import '../common/admin.css'

/** About (S0 §2 /design/about): what the product is and which version runs. */
export default function AboutScreen() {
  const { t } = useLingui()
  const [version, setVersion] = useState<VersionInfo | null>(null)
  useEffect(() => {
    void readVersion().then((result) => result.ok && setVersion(result.data))
  }, [])
  return (
    <div className="about" data-testid="about-screen">
      <Panel>
        <div className="about__head">
          <Logo size={64} />
          <div>
            <h1 className="about__title">{productName}</h1>
            <p className="about__tagline">
              <Trans>Industrial operations platform with a low-code designer</Trans>
            </p>
          </div>
        </div>
        <p className="about__text">
          <Trans>
            Designers build object models, process pages, forms, reports and workflows; operators run them
            with live values, alarms, dashboards and tasks.
          </Trans>
        </p>
        <Facts
          testId="about-facts"
          items={[
            {
              key: 'version',
              label: <Trans>Version</Trans>,
              value: <code data-testid="about-version">{version?.version ?? '…'}</code>,
            },
            {
              key: 'schema',
              label: <Trans>Database schema</Trans>,
              value: <code>{version?.schemaVersion || '…'}</code>,
            },
            {
              key: 'started',
              label: <Trans>Server started</Trans>,
              value: version ? formatDateTime(version.startedAt) : '…',
            },
            { key: 'languages', label: <Trans>Languages</Trans>, value: t`English, Simplified Chinese` },
          ]}
        />
        <div className="about__links">
          <Link href={SYSTEM_PAGES.overview.path}>
            <Trans>System information</Trans>
          </Link>
          <Link href="/design/hellow">
            <Trans>Back to the main page</Trans>
          </Link>
        </div>
      </Panel>
    </div>
  )
}
