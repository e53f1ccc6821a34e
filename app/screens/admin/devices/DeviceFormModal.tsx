import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { checkTextLength } from '../../../../engine/rules/names'
import { MESSAGES } from '../../../../engine/rules/responses'
import { FormModal, TextField } from '../../../ui'
import { StaleNotice } from '../common/StaleNotice'
import { createDevice, type Device, updateDevice } from './devicesApi'

/** A UUID is also a path segment of the device's address (server rule): letters, digits and . _ : - */
const UUID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]*$/

interface Props {
  device: Device | null
  onClose: () => void
  onSaved: (device: Device, mode: 'create' | 'edit') => void
  /** Reloads the list after a stale save; the dialog closes. */
  onReload: () => void
}

/** Registers a device by UUID (it then waits for review) or renames one. */
export function DeviceFormModal({ device, onClose, onSaved, onReload }: Props) {
  const { t, i18n } = useLingui()
  const [uuid, setUuid] = useState(device?.deviceUuid ?? '')
  const [name, setName] = useState(device?.name ?? '')
  const [errors, setErrors] = useState<{ uuid?: string; name?: string }>({})
  const [failure, setFailure] = useState('')
  const [stale, setStale] = useState(false)
  const [saving, setSaving] = useState(false)

  async function submit() {
    const next: { uuid?: string; name?: string } = {}
    if (!device) {
      if (uuid.trim() === '') next.uuid = i18n._(MESSAGES.uuidRequired)
      else if (!UUID_PATTERN.test(uuid.trim())) next.uuid = t`Use only letters, digits and . _ : -`
      else {
        const tooLong = checkTextLength(uuid.trim(), 50)
        if (tooLong) next.uuid = i18n._(tooLong)
      }
    }
    const nameTooLong = checkTextLength(name, 50)
    if (nameTooLong) next.name = i18n._(nameTooLong)
    setErrors(next)
    setFailure('')
    if (next.uuid || next.name) return
    setSaving(true)
    const result = device
      ? await updateDevice(device.deviceUuid, { name: name.trim(), version: device.version })
      : await createDevice({ deviceUuid: uuid.trim(), name: name.trim() })
    setSaving(false)
    if (result.ok) onSaved(result.data, device ? 'edit' : 'create')
    else if (device && result.status === 409) setStale(true)
    else setFailure(result.message)
  }

  return (
    <FormModal
      title={device ? t`Rename device ${device.deviceUuid}` : t`Register a device`}
      width={520}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      notices={stale ? <StaleNotice onReload={onReload} /> : null}
      failure={{ title: t`The device was not saved`, message: failure }}
    >
      <TextField
        id="device-uuid"
        label={<Trans>Device UUID</Trans>}
        value={uuid}
        onChange={setUuid}
        error={errors.uuid}
        required
        disabled={device !== null}
        hint={device ? undefined : <Trans>A registered device waits for review before it may connect.</Trans>}
        maxLength={50}
        autoFocus={device === null}
      />
      <TextField
        id="device-name"
        label={<Trans>Name</Trans>}
        value={name}
        onChange={setName}
        error={errors.name}
        maxLength={50}
        autoFocus={device !== null}
      />
    </FormModal>
  )
}
