import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { MESSAGES } from '../../../../engine/rules/responses'
import { EmptyState, icons, PageHeader, Panel, Spinner } from '../../../ui'
import { SYSTEM_MANAGE_RESOURCE, SYSTEM_PAGES, type SystemPageId } from './systemPaths'
import { useSystemManage } from './useSystemManage'
import '../common/admin.css'

interface Props {
  current: SystemPageId
  description?: ReactNode
  actions?: ReactNode
  children: ReactNode
  testId?: string
}

/**
 * The frame of the system pages: the title "System information" and a row of tabs for the pages the
 * user may open. Without system management only the overview is offered, and a settings page reached by
 * its address says it may not be opened instead of showing controls every call of which would fail.
 */
export function SystemLayout({ current, description, actions, children, testId }: Props) {
  const { t, i18n } = useLingui()
  const manage = useSystemManage()
  const needsManage = (id: SystemPageId) => SYSTEM_PAGES[id].resource === SYSTEM_MANAGE_RESOURCE
  const visible = (Object.keys(SYSTEM_PAGES) as SystemPageId[]).filter(
    (id) => id === current || manage !== 'denied' || !needsManage(id),
  )
  const waiting = manage === 'unknown' && needsManage(current)
  const forbidden = manage === 'denied' && needsManage(current)
  return (
    <div className="admin-screen" data-testid={testId}>
      <PageHeader title={<Trans>System information</Trans>} description={description} actions={actions} />
      <nav className="page-tabs" aria-label={t`System pages`}>
        {visible.map((id) => (
          <Link
            key={id}
            href={SYSTEM_PAGES[id].path}
            className={id === current ? 'page-tabs__tab page-tabs__tab--current' : 'page-tabs__tab'}
            aria-current={id === current ? 'page' : undefined}
          >
            {i18n._(SYSTEM_PAGES[id].title)}
          </Link>
        ))}
      </nav>
      {waiting ? (
        <div className="admin-screen--loading">
          <Spinner size={24} label={t`Loading…`} />
        </div>
      ) : forbidden ? (
        <Panel>
          <EmptyState title={i18n._(MESSAGES.page403)} icon={<icons.LockIcon size={28} />}>
            <Trans>System management is needed for this page.</Trans>
          </EmptyState>
        </Panel>
      ) : (
        children
      )}
    </div>
  )
}
