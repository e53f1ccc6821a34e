import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import { Badge, Button, type Column, DataTable, FormSection, InlineNotice } from '../../../ui'
import { formatDateTime } from '../../admin/common/dateTime'
import { Facts } from '../../admin/common/Facts'
import { RowActions } from '../../admin/common/Toolbar'
import {
  type ConnectorCertificates as Certificates,
  getCertificates,
  judgeCertificate,
  type ServerCertificate,
} from '../collectorApi'

/** The thumbprint in groups of two, as OPC UA tools (UaExpert, a PLC's web page) show it. */
const grouped = (thumbprint: string) => thumbprint.match(/../g)?.join(':') ?? thumbprint

/**
 * The certificates of an OPC UA connector: the collector's own certificate (to copy to the server's trust
 * list; created on first use) and the server certificates it met, with Trust and Reject. An unknown server
 * certificate is never trusted by itself: the connector waits until someone does. For an external collector
 * they live on its PC and the server relays both the list and the verdict to the process running it.
 */
export function ConnectorCertificates({
  name,
  statusDescription,
}: {
  name: string
  statusDescription: string
}) {
  const { t } = useLingui()
  const [data, setData] = useState<Certificates | null>(null)
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState('')

  const load = useCallback(async () => {
    const result = await getCertificates(name)
    if (result.ok) {
      setData(result.data)
      setFailure('')
    } else setFailure(result.message)
  }, [name])

  useEffect(() => {
    void load()
  }, [load])

  async function judge(certificate: ServerCertificate, action: 'trust' | 'reject') {
    setBusy(certificate.thumbprint)
    const result = await judgeCertificate(name, certificate.thumbprint, action)
    setBusy('')
    if (result.ok) {
      setFailure('')
      setData((current) => (current ? { ...current, ...result.data } : current))
    } else setFailure(result.message)
  }

  function download() {
    if (!data) return
    const url = URL.createObjectURL(new Blob([data.client.pem], { type: 'application/x-pem-file' }))
    const link = document.createElement('a')
    link.href = url
    link.download = 'gantry-opcua-client.pem'
    link.click()
    URL.revokeObjectURL(url)
  }

  const columns: Column<ServerCertificate>[] = [
    {
      key: 'subject',
      title: <Trans>Server certificate</Trans>,
      render: (c) => (
        <span>
          <span className="cell-clamp">{c.subject}</span>
          <br />
          <code className="connector-certs__thumbprint">{grouped(c.thumbprint)}</code>
          {c.thumbprint === data?.serverThumbprint ? (
            <>
              {' '}
              <Badge tone="info">{t`This server`}</Badge>
            </>
          ) : null}
        </span>
      ),
    },
    {
      key: 'validTo',
      title: <Trans>Valid until</Trans>,
      render: (c) => <span className="cell-time">{formatDateTime(c.validTo)}</span>,
    },
    {
      key: 'status',
      title: <Trans>Trust</Trans>,
      render: (c) =>
        c.status === 'trusted' ? (
          <Badge tone="success">{t`Trusted`}</Badge>
        ) : (
          <Badge tone="danger">{t`Rejected`}</Badge>
        ),
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t`Actions`}</span>,
      align: 'end',
      render: (c) => (
        <RowActions>
          {c.status === 'trusted' ? (
            <Button
              size="sm"
              loading={busy === c.thumbprint}
              onClick={() => void judge(c, 'reject')}
              data-testid={`certificate-reject-${c.thumbprint}`}
            >
              <Trans>Reject</Trans>
            </Button>
          ) : (
            <Button
              size="sm"
              variant="primary"
              loading={busy === c.thumbprint}
              onClick={() => void judge(c, 'trust')}
              data-testid={`certificate-trust-${c.thumbprint}`}
            >
              <Trans>Trust</Trans>
            </Button>
          )}
        </RowActions>
      ),
    },
  ]

  // The status comes from when the form opened: once this server's certificate is trusted, it is stale.
  const trustedNow = data?.servers.some(
    (c) => c.thumbprint === data.serverThumbprint && c.status === 'trusted',
  )
  const untrusted = /server certificate not trusted/.test(statusDescription) && !trustedNow

  return (
    <FormSection
      title={<Trans>Certificates</Trans>}
      actions={
        <Button size="sm" onClick={() => void load()}>
          <Trans>Refresh</Trans>
        </Button>
      }
    >
      {untrusted ? (
        <InlineNotice tone="warning" title={t`The server's certificate is not trusted`}>
          <Trans>
            The connector does not connect until you trust the server's certificate below (compare its
            thumbprint with the one the server shows).
          </Trans>
        </InlineNotice>
      ) : null}
      {failure ? (
        <InlineNotice tone="error" title={t`The certificates could not be changed`}>
          {failure}
        </InlineNotice>
      ) : null}
      {data ? (
        <>
          <h4 className="connector-certs__title">
            <Trans>Client certificate of this collector</Trans>
          </h4>
          <Facts
            testId="client-certificate"
            items={[
              { key: 'subject', label: <Trans>Subject</Trans>, value: data.client.subject },
              {
                key: 'thumbprint',
                label: <Trans>Thumbprint (SHA-1)</Trans>,
                value: <code>{grouped(data.client.thumbprint)}</code>,
              },
              {
                key: 'validity',
                label: <Trans>Valid</Trans>,
                value: `${formatDateTime(data.client.validFrom)} – ${formatDateTime(data.client.validTo)}`,
              },
            ]}
          />
          <Button size="sm" onClick={download} data-testid="client-certificate-download">
            <Trans>Download certificate (PEM)</Trans>
          </Button>
          <h4 className="connector-certs__title">
            <Trans>Server certificates</Trans>
          </h4>
          <DataTable
            label={t`Server certificates`}
            columns={columns}
            rows={data.servers}
            rowKey={(c) => c.thumbprint}
            empty={<Trans>No server certificate yet: it is listed here after the first connection.</Trans>}
          />
        </>
      ) : null}
    </FormSection>
  )
}
