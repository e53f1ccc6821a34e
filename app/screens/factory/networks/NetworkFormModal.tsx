import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { checkName, checkTextLength } from '../../../../engine/rules/names'
import { FormModal, TextField } from '../../../ui'
import { errorText, type FieldErrors, hasNoErrors } from '../../admin/common/fieldErrors'
import { StaleNotice } from '../../admin/common/StaleNotice'
import { TextAreaField } from '../../admin/common/TextAreaField'
import { createNetwork, getNetworkTree, type Network, updateNetwork } from '../../metadataApi/networksApi'

type Field = 'networkName' | 'showName' | 'description'

/** The engine's name rule for networks (hyphens allowed), at most 50; display name 50, description 500. */
export function networkProblems(form: Record<Field, string>): FieldErrors<Field> {
  const problems: FieldErrors<Field> = {}
  const name = checkName(form.networkName, { allowHyphen: true }) ?? checkTextLength(form.networkName, 50)
  if (name) problems.networkName = name
  const show = checkTextLength(form.showName, 50)
  if (show) problems.showName = show
  const description = checkTextLength(form.description, 500)
  if (description) problems.description = description
  return problems
}

interface Props {
  network: Network | null
  onClose: () => void
  onSaved: (network: Network) => void
}

/** Creates a network or edits its name, display name and description (version-guarded). */
export function NetworkFormModal({ network: opened, onClose, onSaved }: Props) {
  const { t, i18n } = useLingui()
  const [network, setNetwork] = useState(opened)
  const [form, setForm] = useState<Record<Field, string>>({
    networkName: opened?.networkName ?? '',
    showName: opened?.showName ?? '',
    description: opened?.description ?? '',
  })
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const [failure, setFailure] = useState('')
  const [stale, setStale] = useState(false)
  const [saving, setSaving] = useState(false)

  const edit = (field: Field) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  async function submit() {
    const problems = networkProblems(form)
    setErrors(problems)
    setFailure('')
    setStale(false)
    if (!hasNoErrors(problems)) return
    setSaving(true)
    const body = { ...form, networkName: form.networkName.trim(), showName: form.showName.trim() }
    const result = network
      ? await updateNetwork(network.networkName, { ...body, version: network.version })
      : await createNetwork(body)
    setSaving(false)
    if (result.ok) {
      onSaved(result.data)
      return
    }
    if (network && result.status === 409) {
      const fresh = await getNetworkTree(network.networkName)
      if (!fresh.ok || fresh.data.version !== network.version) {
        setStale(true)
        return
      }
    }
    setFailure(result.message)
  }

  return (
    <FormModal
      title={network ? t`Edit network ${network.networkName}` : t`New network`}
      width={560}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      saveTestId="network-save"
      notices={
        stale && network ? (
          <StaleNotice
            onReload={async () => {
              const fresh = await getNetworkTree(network.networkName)
              if (!fresh.ok) return
              setNetwork(fresh.data)
              setForm({
                networkName: fresh.data.networkName,
                showName: fresh.data.showName,
                description: fresh.data.description,
              })
              setStale(false)
            }}
          />
        ) : null
      }
      failure={{ title: t`The network was not saved`, message: failure, testId: 'network-failure' }}
    >
      <TextField
        id="network-name"
        label={<Trans>Network name</Trans>}
        hint={<Trans>Letters, digits, underscore and hyphen; starts with a letter.</Trans>}
        value={form.networkName}
        onChange={edit('networkName')}
        error={errorText(i18n, errors, 'networkName')}
        required
        maxLength={50}
        autoFocus
      />
      <TextField
        id="network-show-name"
        label={<Trans>Display name</Trans>}
        value={form.showName}
        onChange={edit('showName')}
        error={errorText(i18n, errors, 'showName')}
        maxLength={50}
      />
      <TextAreaField
        id="network-description"
        label={<Trans>Description</Trans>}
        value={form.description}
        onChange={edit('description')}
        error={errorText(i18n, errors, 'description')}
      />
    </FormModal>
  )
}
