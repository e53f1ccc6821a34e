import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { MESSAGES } from '../../../engine/rules/responses'
import {
  Badge,
  Button,
  type Column,
  DataTable,
  icons,
  Modal,
  notify,
  PageHeader,
  Pagination,
  Panel,
  SearchBox,
  Select,
} from '../../ui'
import { formatDateTime } from '../admin/common/dateTime'
import { RowActions, Toolbar } from '../admin/common/Toolbar'
import { usePagedList } from '../admin/common/usePagedList'
import { CHANNEL_LABELS, STATUS_LABELS, STATUS_TONES } from './labels'
import {
  type Attempt,
  attemptsOf,
  type Channel,
  type LogEntry,
  listLogs,
  resend,
  type SendStatus,
} from './notifyApi'
import '../admin/common/admin.css'
import './notify.css'

/** The send log (S0 §2 notification-center/log-manage): every send, its status and error; resend failed ones. */
export default function LogScreen() {
  const { t, i18n } = useLingui()
  const list = usePagedList(listLogs, {
    keyword: '',
    channel: '' as Channel | '',
    status: '' as SendStatus | '',
  })
  const [detail, setDetail] = useState<{ entry: LogEntry; attempts: Attempt[] } | null>(null)

  async function again(ids: number[]) {
    const result = await resend(ids)
    if (result.ok) notify.success(i18n._(MESSAGES.operationSucceeded))
    list.reload()
  }

  async function open(entry: LogEntry) {
    const result = await attemptsOf(entry.outboxId)
    setDetail({ entry, attempts: result.ok ? result.data.list : [] })
  }

  const columns: Column<LogEntry>[] = [
    {
      key: 'createdAt',
      title: <Trans>Send time</Trans>,
      render: (entry) => <span className="cell-time">{formatDateTime(entry.sentAt ?? entry.createdAt)}</span>,
    },
    {
      key: 'title',
      title: <Trans>Title</Trans>,
      render: (entry) => (
        <span className="cell-stack notify-log-title">
          <span className="cell-strong cell-clamp">{entry.title}</span>
          <span className="admin-muted cell-clamp" title={entry.content}>
            {entry.content}
          </span>
        </span>
      ),
    },
    { key: 'typeName', title: <Trans>Type</Trans>, render: (entry) => entry.typeName || '—' },
    {
      key: 'channel',
      title: <Trans>Channel</Trans>,
      render: (entry) => i18n._(CHANNEL_LABELS[entry.channel]),
    },
    {
      key: 'receiver',
      title: <Trans>Receiver</Trans>,
      render: (entry) => (
        <span className="cell-stack notify-log-receiver">
          <span>{entry.receiver}</span>
          {entry.address ? <code className="admin-muted cell-clamp">{entry.address}</code> : null}
        </span>
      ),
    },
    {
      key: 'status',
      title: <Trans>Status</Trans>,
      render: (entry) => (
        <span className="cell-stack" data-testid={`log-status-${entry.outboxId}`}>
          <Badge tone={STATUS_TONES[entry.status]}>{i18n._(STATUS_LABELS[entry.status])}</Badge>
          {entry.lastError ? (
            <span className="admin-muted cell-clamp" title={entry.lastError}>
              {entry.lastError}
            </span>
          ) : null}
        </span>
      ),
    },
    { key: 'attempts', title: <Trans>Attempts</Trans>, align: 'end' },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t`Actions`}</span>,
      align: 'end',
      render: (entry) => (
        <RowActions>
          <Button size="sm" variant="ghost" onClick={() => void open(entry)}>
            <Trans>Details</Trans>
          </Button>
          {entry.status === 'failed' ? (
            <Button
              size="sm"
              variant="ghost"
              icon={<icons.RefreshIcon size={14} />}
              onClick={() => void again([entry.outboxId])}
            >
              <Trans>Resend</Trans>
            </Button>
          ) : null}
        </RowActions>
      ),
    },
  ]

  const failedHere = list.rows.filter((entry) => entry.status === 'failed').map((entry) => entry.outboxId)
  return (
    <div className="admin-screen" data-testid="notify-log-screen">
      <PageHeader
        title={<Trans>Notification log</Trans>}
        description={
          <Trans>Every send of every channel, newest first, with each attempt and its error.</Trans>
        }
        actions={
          failedHere.length > 0 ? (
            <Button icon={<icons.RefreshIcon size={15} />} onClick={() => void again(failedHere)}>
              <Trans>Resend the failed ones shown</Trans>
            </Button>
          ) : null
        }
      />
      <Panel>
        <Toolbar>
          <SearchBox
            value={list.filters.keyword}
            onSearch={(keyword) => list.setFilters((current) => ({ ...current, keyword }))}
            placeholder={t`Search title or content`}
          />
          <Select<Channel | ''>
            id="log-channel"
            label={<Trans>Channel</Trans>}
            value={list.filters.channel}
            options={[
              { value: '', label: t`All` },
              ...(['site', 'email', 'im'] as const).map((value) => ({
                value,
                label: i18n._(CHANNEL_LABELS[value]),
              })),
            ]}
            onChange={(channel) => list.setFilters((current) => ({ ...current, channel }))}
          />
          <Select<SendStatus | ''>
            id="log-status"
            label={<Trans>Status</Trans>}
            value={list.filters.status}
            options={[
              { value: '', label: t`All` },
              ...(['pending', 'success', 'failed', 'held', 'digested'] as const).map((value) => ({
                value,
                label: i18n._(STATUS_LABELS[value]),
              })),
            ]}
            onChange={(status) => list.setFilters((current) => ({ ...current, status }))}
          />
          <Button variant="ghost" icon={<icons.RefreshIcon size={15} />} onClick={list.reload}>
            <Trans>Refresh</Trans>
          </Button>
        </Toolbar>
        <DataTable
          label={t`Notification log`}
          columns={columns}
          rows={list.rows}
          rowKey={(entry) => entry.outboxId}
          loading={list.loading}
          empty={<Trans>Nothing has been sent yet.</Trans>}
        />
        <Pagination
          page={list.paging.pageIndex}
          size={list.paging.pageSize}
          total={list.total}
          onChange={list.setPaging}
        />
      </Panel>
      {detail ? (
        <Modal open onClose={() => setDetail(null)} width={720} title={detail.entry.title}>
          <p className="notify-content">{detail.entry.content}</p>
          <DataTable
            label={t`Attempts`}
            columns={[
              {
                key: 'startedAt',
                title: <Trans>Started</Trans>,
                render: (a: Attempt) => formatDateTime(a.startedAt),
              },
              {
                key: 'finishedAt',
                title: <Trans>Finished</Trans>,
                render: (a: Attempt) => formatDateTime(a.finishedAt),
              },
              { key: 'result', title: <Trans>Result</Trans> },
              { key: 'error', title: <Trans>Error</Trans> },
            ]}
            rows={detail.attempts}
            rowKey={(a) => a.attemptId}
            empty={<Trans>No attempt yet.</Trans>}
          />
        </Modal>
      ) : null}
    </div>
  )
}
