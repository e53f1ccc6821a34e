import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Button, InlineNotice, Modal, Select } from '../../../ui'
import { type Collector, listCollectors } from '../collectorApi'

/**
 * Agree to a new collector as the replacement of an accepted one (a PC swapped on the line): the old
 * collector's connectors, and so every binding to them, move to the new one; the old one is removed.
 */
export function ReplaceModal({
  collector,
  onClose,
  onReplace,
}: {
  collector: Collector
  onClose: () => void
  onReplace: (oldUuid: string) => Promise<void>
}) {
  const { t } = useLingui()
  const [candidates, setCandidates] = useState<Collector[] | null>(null)
  const [chosen, setChosen] = useState(collector.replacesUuid)
  const [error, setError] = useState('')
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    void listCollectors().then((result) => {
      if (!result.ok) return setCandidates([])
      setCandidates(
        result.data.list.filter(
          (c) => !c.builtIn && c.registrationStatus === 'reviewed' && c.deviceUuid !== collector.deviceUuid,
        ),
      )
    })
  }, [collector.deviceUuid])

  async function submit() {
    if (!chosen) {
      setError(t`Choose the collector to replace`)
      return
    }
    setSaving(true)
    await onReplace(chosen)
    setSaving(false)
  }

  return (
    <Modal
      open
      onClose={onClose}
      width={560}
      title={t`Replace a collector by ${collector.deviceUuid}`}
      footer={
        <>
          <Button onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            variant="primary"
            loading={saving}
            disabled={!candidates?.length}
            onClick={() => void submit()}
          >
            <Trans>Agree and replace</Trans>
          </Button>
        </>
      }
    >
      <div className="admin-form">
        {candidates && candidates.length === 0 ? (
          <InlineNotice tone="info" title={t`No collector to replace`}>
            <Trans>Only an accepted collector other than the built-in one can be replaced.</Trans>
          </InlineNotice>
        ) : (
          <Select
            id="collector-replaces"
            label={<Trans>Collector to replace</Trans>}
            value={chosen}
            onChange={(value) => {
              setChosen(value)
              setError('')
            }}
            placeholder={<Trans>Choose a collector</Trans>}
            options={(candidates ?? []).map((c) => ({
              value: c.deviceUuid,
              label: t`${c.name} (${c.deviceUuid}) · ${c.connectors.length} connectors`,
            }))}
            error={error || undefined}
            hint={
              <Trans>
                Its connectors move to the new collector with their settings and bindings; it is then removed.
              </Trans>
            }
            required
          />
        )}
      </div>
    </Modal>
  )
}
