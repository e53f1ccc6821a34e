import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import { MESSAGES } from '../../../engine/rules/responses'
import { notifyLive } from '../../shell/notifyLive'
import {
  Button,
  type Column,
  DataTable,
  icons,
  notify,
  PageHeader,
  Pagination,
  Panel,
  SearchBox,
  Select,
  Tabs,
} from '../../ui'
import { formatDateTime } from '../admin/common/dateTime'
import { RowActions, Toolbar } from '../admin/common/Toolbar'
import { usePagedList } from '../admin/common/usePagedList'
import { deleteLetters, type Letter, listLetters, markAllRead, markRead } from './notifyApi'
import { PersonalSettings } from './PersonalSettings'
import '../admin/common/admin.css'
import './notify.css'

type ReadFilter = 'all' | 'unread' | 'read'

/** The caller's in-site letters (S0 §2 notification-center/msg-manage), and their notification settings. */
export default function MessagesScreen() {
  const { t, i18n } = useLingui()
  const [tab, setTab] = useState('messages')
  const [, navigate] = useLocation()
  const list = usePagedList(
    ({ read, ...query }) => listLetters({ ...query, isRead: read === 'all' ? '' : read === 'read' }),
    { keyword: '', read: 'all' as ReadFilter },
  )
  // A letter arriving while the list is open shows up at once.
  const live = notifyLive.useUnread()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the unread count is the reload trigger
  useEffect(() => list.reload(), [live.version])

  async function read(ids: number[]) {
    await markRead(ids)
    list.reload()
  }

  async function remove(ids: number[]) {
    const result = await deleteLetters(ids)
    if (result.ok) notify.success(i18n._(MESSAGES.deleteSucceeded))
    list.reload()
  }

  function openLink(letter: Letter) {
    void read([letter.messageId])
    const hash = letter.link.indexOf('#')
    if (hash >= 0) navigate(letter.link.slice(hash + 1))
  }

  const columns: Column<Letter>[] = [
    {
      key: 'title',
      title: <Trans>Message</Trans>,
      render: (letter) => (
        <span className={`cell-stack${letter.isRead ? '' : ' notify-letter--unread'}`}>
          <span className="cell-strong">{letter.title}</span>
          <span className="notify-content admin-muted">{letter.content}</span>
        </span>
      ),
    },
    { key: 'typeName', title: <Trans>Type</Trans>, render: (letter) => letter.typeName || '—' },
    {
      key: 'createdAt',
      title: <Trans>Received</Trans>,
      render: (letter) => <span className="cell-time">{formatDateTime(letter.createdAt)}</span>,
    },
    {
      key: 'isRead',
      title: <Trans>Status</Trans>,
      render: (letter) => (letter.isRead ? t`Read` : <strong>{t`Unread`}</strong>),
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t`Actions`}</span>,
      align: 'end',
      render: (letter) => (
        <RowActions>
          {letter.link ? (
            <Button size="sm" variant="ghost" onClick={() => openLink(letter)}>
              <Trans>Open</Trans>
            </Button>
          ) : null}
          {letter.isRead ? null : (
            <Button
              size="sm"
              variant="ghost"
              icon={<icons.CheckIcon size={14} />}
              onClick={() => void read([letter.messageId])}
            >
              <Trans>Mark read</Trans>
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            icon={<icons.TrashIcon size={14} />}
            onClick={() => void remove([letter.messageId])}
          >
            <Trans>Delete</Trans>
          </Button>
        </RowActions>
      ),
    },
  ]

  return (
    <div className="admin-screen" data-testid="notify-messages-screen">
      <PageHeader
        title={<Trans>Messages</Trans>}
        description={<Trans>Your in-site letters: alarms, to-dos and system news sent to you.</Trans>}
        actions={
          <Button
            icon={<icons.CheckIcon size={15} />}
            onClick={() => void markAllRead().then(list.reload)}
            data-testid="messages-all-read"
          >
            <Trans>Mark all read</Trans>
          </Button>
        }
      />
      <Tabs
        label={t`Messages`}
        selected={tab}
        onChange={setTab}
        tabs={[
          {
            id: 'messages',
            label: t`Messages`,
            content: (
              <Panel>
                <Toolbar>
                  <SearchBox
                    value={list.filters.keyword}
                    onSearch={(keyword) => list.setFilters((current) => ({ ...current, keyword }))}
                    placeholder={t`Search title or content`}
                  />
                  <Select<ReadFilter>
                    id="messages-read"
                    label={<Trans>Show</Trans>}
                    value={list.filters.read}
                    options={[
                      { value: 'all', label: t`All` },
                      { value: 'unread', label: t`Unread` },
                      { value: 'read', label: t`Read` },
                    ]}
                    onChange={(read) => list.setFilters((current) => ({ ...current, read }))}
                  />
                </Toolbar>
                <DataTable
                  label={t`Messages`}
                  columns={columns}
                  rows={list.rows}
                  rowKey={(letter) => letter.messageId}
                  loading={list.loading}
                  empty={<Trans>No messages.</Trans>}
                />
                <Pagination
                  page={list.paging.pageIndex}
                  size={list.paging.pageSize}
                  total={list.total}
                  onChange={list.setPaging}
                />
              </Panel>
            ),
          },
          { id: 'settings', label: t`My notification settings`, content: <PersonalSettings /> },
        ]}
      />
    </div>
  )
}
