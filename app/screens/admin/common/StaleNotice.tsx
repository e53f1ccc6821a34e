import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { Button, InlineNotice } from '../../../ui'

/**
 * What a stale save (409 on `version`) shows: "someone else saved this; reload?". Reload replaces the
 * form with the stored record, dropping this user's unsaved changes; until then nothing is lost.
 */
export function StaleNotice({ onReload }: { onReload: () => void | Promise<void> }) {
  const [reloading, setReloading] = useState(false)
  return (
    <InlineNotice tone="warning" title={<Trans>Someone else saved this</Trans>} testId="stale-notice">
      <div className="stale-notice">
        <span>
          <Trans>
            Another user changed this record after you opened it, so your changes were not saved. Reload it to
            see their version (your unsaved changes are discarded)?
          </Trans>
        </span>
        <Button
          size="sm"
          loading={reloading}
          onClick={async () => {
            setReloading(true)
            try {
              await onReload()
            } finally {
              setReloading(false)
            }
          }}
        >
          <Trans>Reload</Trans>
        </Button>
      </div>
    </InlineNotice>
  )
}
