import { Trans, useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { ScreenLoading } from '../../shell/frame/ScreenLoading'
import { session } from '../../shell/session'
import { notify } from '../../ui/notices'
import { PageHeader, Panel } from '../../ui/PageHeader'
import { PasswordChangeForm } from './PasswordChangeForm'
import '../../styles/personal.css'

/** /personal/password (and /design/personal/password): change one's own password. */
export function PasswordScreen() {
  const { t } = useLingui()
  const { user } = useSnapshot(session)
  return (
    <div className="personal">
      <PageHeader
        title={<Trans>Change password</Trans>}
        description={<Trans>Choose a new password that meets the rules set by your administrator.</Trans>}
      />
      <Panel>
        <div className="personal__narrow">
          {user ? (
            <PasswordChangeForm
              username={user.username}
              onChanged={() => notify.success(t`Your password has been changed`)}
            />
          ) : (
            <ScreenLoading />
          )}
        </div>
      </Panel>
    </div>
  )
}
