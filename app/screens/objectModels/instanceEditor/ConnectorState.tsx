import { useLingui } from '@lingui/react/macro'
import type { Connector } from '../common/modelApi'

/** A connector's online state as `/api/metadata/datasource` reports it. */
export function ConnectorState({ connector }: { connector: Connector | undefined }) {
  const { t } = useLingui()
  if (!connector) {
    return (
      <span className="connector-state" data-testid="connector-state">
        <span className="quality-dot" />
        {t`Not started (starts with its first binding)`}
      </span>
    )
  }
  return (
    <span className="connector-state" data-testid="connector-state" title={connector.description}>
      <span className={`quality-dot quality-dot--${connector.online ? 'good' : 'bad'}`} />
      {connector.online ? t`Online` : t`Offline`}
      {connector.boundCount > 0 ? ` · ${t`${connector.boundCount} bound`}` : ''}
    </span>
  )
}
