import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { BusinessUse } from './businessApi'

const HOW = {
  link: msg`opens it`,
  embed: msg`shows it inside`,
  start: msg`starts it`,
  taskForm: msg`task form`,
  control: msg`report control`,
  schedule: msg`scheduled task`,
} as const

const KIND = {
  page: msg`Page`,
  symbol: msg`Symbol`,
  workflow: msg`Workflow`,
  task: msg`Scheduled task`,
} as const

/** The "used by" cell: each user as "Page Front desk (opens it)", or a dash when nothing uses it. */
export function UsedBy({ uses }: { uses: readonly BusinessUse[] }) {
  const { t, i18n } = useLingui()
  if (uses.length === 0) return <span className="bd-unused">{t`Not used`}</span>
  return (
    <ul className="bd-used-by">
      {uses.map((use) => (
        <li key={`${use.kind}:${use.id}:${use.how}`}>
          <span className="bd-used-by__kind">{i18n._(KIND[use.kind])}</span> {use.name}{' '}
          <span className="bd-used-by__how">({i18n._(HOW[use.how])})</span>
        </li>
      ))}
    </ul>
  )
}
