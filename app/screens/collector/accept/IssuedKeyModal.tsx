import { Trans, useLingui } from '@lingui/react/macro'
import { Button, InlineNotice, Modal, notify } from '../../../ui'

/** The key issued on acceptance: the server keeps only its hash, so this is the one time it is shown. */
export function IssuedKeyModal({
  deviceUuid,
  secret: issuedKey,
  onClose,
}: {
  deviceUuid: string
  /** The key (not named `key`, which React keeps for itself). */
  secret: string
  onClose: () => void
}) {
  const { t } = useLingui()
  async function copy() {
    try {
      await navigator.clipboard.writeText(issuedKey)
      notify.success(t`The key is copied`)
    } catch {
      notify.warning(t`The browser did not allow copying: select the key and copy it by hand.`)
    }
  }
  return (
    <Modal
      open
      onClose={onClose}
      width={560}
      title={t`Key of ${deviceUuid}`}
      footer={
        <>
          <Button onClick={() => void copy()}>
            <Trans>Copy</Trans>
          </Button>
          <Button variant="primary" onClick={onClose}>
            <Trans>Done</Trans>
          </Button>
        </>
      }
    >
      <div className="admin-form">
        <InlineNotice tone="warning" title={t`This key is shown only now`}>
          <Trans>
            Give it to the collector (its x-collector-key). If it is lost, delete the collector and let it
            register again.
          </Trans>
        </InlineNotice>
        <code className="collector-key" data-testid="collector-key">
          {issuedKey}
        </code>
      </div>
    </Modal>
  )
}
