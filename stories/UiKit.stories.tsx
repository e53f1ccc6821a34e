import { Trans, useLingui } from '@lingui/react/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { type Key, useState } from 'react'
import {
  Badge,
  Button,
  Checkbox,
  type Column,
  DataTable,
  FormActions,
  FormRow,
  FormSection,
  HelpTooltip,
  InlineNotice,
  icons,
  LoadingOverlay,
  Modal,
  NoticeHost,
  NumberField,
  notify,
  PageHeader,
  Pagination,
  Panel,
  PasswordField,
  SearchBox,
  Select,
  type SortState,
  Switch,
  sortRows,
  Tabs,
  TextField,
  useConfirm,
} from '../app/ui'

const meta = { title: 'UI kit/Controls', parameters: { layout: 'padded' } } satisfies Meta

export default meta

type Story = StoryObj<typeof meta>

/** Buttons in every variant, with the loading state and icons. */
export const Buttons: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button variant="primary" icon={<icons.PlusIcon />}>
        <Trans>New user</Trans>
      </Button>
      <Button>
        <Trans>Cancel</Trans>
      </Button>
      <Button variant="danger" icon={<icons.TrashIcon />}>
        <Trans>Delete</Trans>
      </Button>
      <Button variant="ghost">
        <Trans>Reset</Trans>
      </Button>
      <Button variant="primary" loading>
        <Trans>Save</Trans>
      </Button>
      <Button size="sm">
        <Trans>Refresh</Trans>
      </Button>
    </div>
  ),
}

function FormDemo() {
  const { t } = useLingui()
  const [name, setName] = useState('')
  const [password, setPassword] = useState('')
  const [lock, setLock] = useState<number | null>(15)
  const [protocol, setProtocol] = useState('smtps')
  const [ssl, setSsl] = useState(true)
  const [enabled, setEnabled] = useState(true)
  return (
    <Panel>
      <FormSection title={<Trans>Mail server</Trans>} description={<Trans>Used for notifications.</Trans>}>
        <FormRow columns={2}>
          <TextField
            id="story-name"
            label={<Trans>SMTP server</Trans>}
            value={name}
            onChange={setName}
            required
            error={name === '' ? <Trans>This field is required</Trans> : undefined}
          />
          <PasswordField
            id="story-password"
            label={<Trans>Password</Trans>}
            value={password}
            onChange={setPassword}
          />
        </FormRow>
        <FormRow columns={2}>
          <NumberField
            id="story-lock"
            label={<Trans>Lock time</Trans>}
            value={lock}
            onChange={setLock}
            unit="min"
            min={0}
          />
          <Select
            id="story-protocol"
            label={<Trans>Protocol</Trans>}
            value={protocol}
            onChange={setProtocol}
            options={[
              { value: 'smtp', label: 'SMTP' },
              { value: 'smtps', label: 'SMTPS' },
            ]}
          />
        </FormRow>
        <Checkbox
          checked={ssl}
          onChange={setSsl}
          label={<Trans>SSL login</Trans>}
          after={<HelpTooltip label={t`About SSL login`}>{t`Encrypt the connection.`}</HelpTooltip>}
        />
        <Switch
          checked={enabled}
          onChange={setEnabled}
          label={<Trans>Enabled</Trans>}
          hint={<Trans>Applies at once.</Trans>}
        />
      </FormSection>
      <FormActions>
        <Button>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="primary">
          <Trans>Save</Trans>
        </Button>
      </FormActions>
    </Panel>
  )
}

/** Fields, selects, check boxes and switches inside a form section. */
export const Form: Story = { render: () => <FormDemo /> }

interface Row {
  id: number
  username: string
  realName: string
  state: 'enabled' | 'locked'
}

const ROWS: Row[] = Array.from({ length: 8 }, (_, index) => ({
  id: index + 1,
  username: `operator_${index + 1}`,
  realName: ['Li Wei', 'Zhang Min', 'Wang Fang', 'Chen Jie'][index % 4] ?? '',
  state: index % 3 === 0 ? 'locked' : 'enabled',
}))

function TableDemo() {
  const { t } = useLingui()
  const [sort, setSort] = useState<SortState | null>({ key: 'username', direction: 'ascending' })
  const [selected, setSelected] = useState<Set<Key>>(new Set())
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(1)
  const confirm = useConfirm()
  const columns: Column<Row>[] = [
    { key: 'username', title: <Trans>User name</Trans>, sortable: true },
    { key: 'realName', title: <Trans>Full name</Trans>, sortable: true },
    {
      key: 'state',
      title: <Trans>State</Trans>,
      render: (row) =>
        row.state === 'locked' ? (
          <Badge tone="danger">{t`Locked`}</Badge>
        ) : (
          <Badge tone="success">{t`Enabled`}</Badge>
        ),
    },
  ]
  const rows = sortRows(
    ROWS.filter((row) => row.username.includes(keyword)),
    columns,
    sort,
  )
  return (
    <div>
      <PageHeader
        title={<Trans>Users</Trans>}
        actions={
          <>
            <SearchBox value={keyword} onSearch={setKeyword} />
            <Button
              variant="danger"
              disabled={selected.size === 0}
              onClick={async () => {
                if (
                  await confirm.ask({
                    title: t`Delete the selected users?`,
                    message: t`This cannot be undone.`,
                  })
                ) {
                  notify.success(t`Deleted`)
                }
              }}
            >
              <Trans>Delete</Trans>
            </Button>
          </>
        }
      />
      <DataTable
        label={t`Users`}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        sort={sort}
        onSortChange={setSort}
        selection={{ selected, onChange: setSelected }}
      />
      <Pagination page={page} size={20} total={137} onChange={(next) => setPage(next)} />
      {confirm.dialog}
      <NoticeHost />
    </div>
  )
}

/** A sortable table with selection, search, pagination and a confirmed delete. */
export const Table: Story = { render: () => <TableDemo /> }

/** An empty table and a loading one. */
export const TableStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <DataTable label="empty" columns={[{ key: 'a', title: 'A' }]} rows={[]} rowKey={() => 1} />
      <DataTable label="loading" columns={[{ key: 'a', title: 'A' }]} rows={[]} rowKey={() => 1} loading />
    </div>
  ),
}

function DialogDemo() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        <Trans>Open</Trans>
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        width={560}
        footer={
          <Button variant="primary" onClick={() => setOpen(false)}>
            <Trans>OK</Trans>
          </Button>
        }
      >
        <InlineNotice tone="info">
          <Trans>The default title is the word for Edit.</Trans>
        </InlineNotice>
      </Modal>
    </>
  )
}

/** A modal dialog with the spec's default title. */
export const Dialog: Story = { render: () => <DialogDemo /> }

/** Tabs, inline notices and the loading overlay with its tip. */
export const Feedback: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 640 }}>
      <Tabs
        tabs={[
          {
            id: 'a',
            label: <Trans>General</Trans>,
            content: <InlineNotice tone="success" title={<Trans>Saved successfully</Trans>} />,
          },
          {
            id: 'b',
            label: <Trans>Advanced</Trans>,
            content: <InlineNotice tone="warning" title={<Trans>Unsaved changes</Trans>} />,
          },
        ]}
      />
      <InlineNotice tone="error" title={<Trans>Save failed</Trans>}>
        <Trans>The server could not be reached.</Trans>
      </InlineNotice>
      <div style={{ position: 'relative', height: 160, border: '1px dashed #ccc' }}>
        <LoadingOverlay visible tip={<Trans>The system is being restored, please wait</Trans>} />
      </div>
    </div>
  ),
}
