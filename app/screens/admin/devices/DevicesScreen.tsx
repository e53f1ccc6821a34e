import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import { MESSAGES } from '../../../../engine/rules/responses'
import { Badge, Button, type Column, icons, notify, PageHeader } from '../../../ui'
import { formatDateTime } from '../common/dateTime'
import { PagedTable } from '../common/PagedTable'
import { RowMenu } from '../common/RowMenu'
import { RowActions } from '../common/Toolbar'
import { useConfirmedDelete } from '../common/useConfirmedDelete'
import { usePagedList } from '../common/usePagedList'
import { DeviceFormModal } from './DeviceFormModal'
import {
  confirmDevice,
  DEVICE_STATUSES,
  type Device,
  type DeviceStatus,
  deleteDevice,
  listDevices,
  PENDING_STATUSES,
  REGISTRATION_STATUSES,
  type RegistrationStatus,
} from './devicesApi'
import '../common/admin.css'

type Tone = 'success' | 'warning' | 'danger'

const REGISTRATION_TONE: Record<RegistrationStatus, Tone> = {
  pendingAccess: 'warning',
  pendingReplace: 'warning',
  pendingReview: 'warning',
  reviewed: 'success',
  rejected: 'danger',
}

type Dialog = { kind: 'none' } | { kind: 'create' } | { kind: 'edit'; device: Device }

/** Mobile device authentication (S0 §2 mobile-auth/auth-itemlist): review devices that ask to connect. */
export default function DevicesScreen() {
  const { t, i18n } = useLingui()
  const list = usePagedList(listDevices, {
    keyword: '',
    registrationStatus: '' as RegistrationStatus | '',
    status: '' as DeviceStatus | '',
  })
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' })
  const confirm = useConfirmedDelete(list.reload)

  const registrationLabel: Record<RegistrationStatus, ReactNode> = {
    pendingAccess: <Trans>Pending access</Trans>,
    pendingReplace: <Trans>Pending replacement</Trans>,
    pendingReview: <Trans>Pending review</Trans>,
    reviewed: <Trans>Reviewed</Trans>,
    rejected: <Trans>Rejected</Trans>,
  }
  const registrationText: Record<RegistrationStatus, string> = {
    pendingAccess: t`Pending access`,
    pendingReplace: t`Pending replacement`,
    pendingReview: t`Pending review`,
    reviewed: t`Reviewed`,
    rejected: t`Rejected`,
  }
  const statusText: Record<DeviceStatus, string> = {
    offline: t`Offline`,
    online: t`Online`,
    abnormal: t`Abnormal`,
  }

  async function review(device: Device, action: 'agree' | 'refuse') {
    if (action === 'refuse') {
      const ok = await confirm.ask({
        title: t`Refuse the device ${device.deviceUuid}?`,
        message: t`The device will not be allowed to connect.`,
        confirmLabel: t`Refuse`,
        tone: 'danger',
      })
      if (!ok) return
    }
    const result = await confirmDevice(device.deviceUuid, action)
    if (result.ok)
      notify.success(
        action === 'agree' ? t`${device.deviceUuid} may connect` : t`${device.deviceUuid} was refused`,
      )
    list.reload()
  }

  function remove(device: Device) {
    return confirm.remove(
      {
        title: t`Delete the device ${device.deviceUuid}?`,
        message: t`It must register and be reviewed again to connect.`,
      },
      () => deleteDevice(device.deviceUuid),
    )
  }

  const columns: Column<Device>[] = [
    {
      key: 'deviceUuid',
      title: <Trans>Device UUID</Trans>,
      sortable: true,
      render: (device) => <code className="cell-strong">{device.deviceUuid}</code>,
    },
    { key: 'name', title: <Trans>Name</Trans>, sortable: true },
    {
      key: 'registrationStatus',
      title: <Trans>Registration</Trans>,
      sortable: true,
      render: (device) => (
        <Badge tone={REGISTRATION_TONE[device.registrationStatus] ?? 'neutral'}>
          {registrationLabel[device.registrationStatus] ?? device.registrationStatus}
        </Badge>
      ),
    },
    {
      key: 'status',
      title: <Trans>Collector status</Trans>,
      sortable: true,
      render: (device) => (
        <span className={`status-dot status-dot--${device.status}`}>
          {statusText[device.status] ?? device.status}
        </span>
      ),
    },
    {
      key: 'updatedAt',
      title: <Trans>Updated</Trans>,
      sortable: true,
      render: (device) => <span className="cell-time">{formatDateTime(device.updatedAt)}</span>,
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t`Actions`}</span>,
      align: 'end',
      render: (device) => (
        <RowActions>
          {PENDING_STATUSES.includes(device.registrationStatus) ? (
            <>
              <Button size="sm" variant="primary" onClick={() => void review(device, 'agree')}>
                <Trans>Agree</Trans>
              </Button>
              <Button size="sm" variant="danger" onClick={() => void review(device, 'refuse')}>
                <Trans>Refuse</Trans>
              </Button>
            </>
          ) : null}
          <RowMenu
            label={t`More actions for ${device.deviceUuid}`}
            items={[
              {
                key: 'rename',
                label: <Trans>Rename…</Trans>,
                onSelect: () => setDialog({ kind: 'edit', device }),
              },
              {
                key: 'delete',
                label: <Trans>Delete</Trans>,
                tone: 'danger',
                onSelect: () => void remove(device),
              },
            ]}
          />
        </RowActions>
      ),
    },
  ]

  return (
    <div className="admin-screen" data-testid="devices-screen">
      <PageHeader
        title={<Trans>Mobile device authentication</Trans>}
        description={<Trans>Devices and collectors that ask to connect: agree to or refuse each one.</Trans>}
        actions={
          <Button
            variant="primary"
            icon={<icons.PlusIcon size={16} />}
            onClick={() => setDialog({ kind: 'create' })}
          >
            <Trans>Register device</Trans>
          </Button>
        }
      />
      <PagedTable
        list={list}
        label={t`Devices`}
        columns={columns}
        rowKey={(device) => device.deviceId}
        search={{ field: 'keyword', placeholder: t`Search by UUID or name` }}
        filters={
          <>
            <select
              className="field__input toolbar-select"
              aria-label={t`Registration`}
              value={list.filters.registrationStatus}
              onChange={(event) =>
                list.setFilters((current) => ({
                  ...current,
                  registrationStatus: event.target.value as RegistrationStatus | '',
                }))
              }
            >
              <option value="">{t`Any registration`}</option>
              {REGISTRATION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {registrationText[status]}
                </option>
              ))}
            </select>
            <select
              className="field__input toolbar-select"
              aria-label={t`Collector status`}
              value={list.filters.status}
              onChange={(event) =>
                list.setFilters((current) => ({
                  ...current,
                  status: event.target.value as DeviceStatus | '',
                }))
              }
            >
              <option value="">{t`Any collector status`}</option>
              {DEVICE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {statusText[status]}
                </option>
              ))}
            </select>
          </>
        }
        empty={<Trans>No devices match.</Trans>}
      />
      {dialog.kind !== 'none' ? (
        <DeviceFormModal
          device={dialog.kind === 'edit' ? dialog.device : null}
          onClose={() => setDialog({ kind: 'none' })}
          onReload={() => {
            setDialog({ kind: 'none' })
            list.reload()
          }}
          onSaved={(device, mode) => {
            setDialog({ kind: 'none' })
            notify.success(
              mode === 'create' ? i18n._(MESSAGES.createSucceeded) : i18n._(MESSAGES.editSucceeded),
              device.deviceUuid,
            )
            list.reload()
          }}
        />
      ) : null}
      {confirm.dialog}
    </div>
  )
}
