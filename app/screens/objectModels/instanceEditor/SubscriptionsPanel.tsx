import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import { Button, IconButton, InlineNotice, icons, TextField } from '../../../ui'
import { FieldShell } from '../../../ui/FieldShell'
import {
  addSubscription,
  deleteSubscription,
  listSubscriptions,
  type ObjectModel,
  type Subscription,
} from '../common/modelApi'

type QueryType = Subscription['queryType']

/** Who follows which property, event or service of the instance (S0 §7 subscriptions). */
export function SubscriptionsPanel({ model }: { model: ObjectModel }) {
  const { t } = useLingui()
  const [list, setList] = useState<Subscription[]>([])
  const [ownerType, setOwnerType] = useState('app')
  const [ownerName, setOwnerName] = useState('')
  const [queryType, setQueryType] = useState<QueryType>('property')
  const [target, setTarget] = useState('')
  const [error, setError] = useState<string | null>(null)

  const reload = useCallback(() => {
    void listSubscriptions(model.name).then((r) => r.ok && setList(r.data.list))
  }, [model.name])
  useEffect(reload, [reload])

  const targets =
    queryType === 'property'
      ? model.properties.map((p) => p.name)
      : model.services.filter((s) => s.type === queryType).map((s) => s.name)

  async function add() {
    const result = await addSubscription(model.name, { ownerType, ownerName, queryType, target })
    if (result.ok) {
      setOwnerName('')
      setError(null)
      reload()
    } else setError(result.message)
  }

  async function remove(id: number) {
    const result = await deleteSubscription(model.name, id)
    if (!result.ok) setError(result.message)
    reload()
  }

  return (
    <div className="model-form" data-testid="subscriptions-panel">
      {error ? <InlineNotice tone="error" title={error} /> : null}
      <div className="model-form__row">
        <TextField
          id="sub-owner-type"
          label={<Trans>Subscriber kind</Trans>}
          value={ownerType}
          onChange={setOwnerType}
        />
        <TextField
          id="sub-owner-name"
          label={<Trans>Subscriber</Trans>}
          value={ownerName}
          onChange={setOwnerName}
        />
        <FieldShell id="sub-query-type" label={t`Follows`}>
          <select
            id="sub-query-type"
            className="field__input"
            value={queryType}
            onChange={(e) => {
              setQueryType(e.target.value as QueryType)
              setTarget('')
            }}
          >
            <option value="property">{t`Property`}</option>
            <option value="event">{t`Event`}</option>
            <option value="service">{t`Service`}</option>
          </select>
        </FieldShell>
        <FieldShell id="sub-target" label={t`Target`}>
          <select
            id="sub-target"
            className="field__input"
            value={target}
            onChange={(e) => setTarget(e.target.value)}
          >
            <option value="">{t`All`}</option>
            {targets.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </FieldShell>
      </div>
      <div>
        <Button
          icon={<icons.PlusIcon size={15} />}
          onClick={() => void add()}
          disabled={ownerName.trim() === ''}
        >
          <Trans>Add subscription</Trans>
        </Button>
      </div>
      <table className="prop-table">
        <thead>
          <tr>
            <th>{t`Subscriber`}</th>
            <th>{t`Follows`}</th>
            <th>{t`Target`}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {list.length === 0 ? (
            <tr>
              <td colSpan={4} className="admin-muted">
                {t`No subscriptions.`}
              </td>
            </tr>
          ) : null}
          {list.map((sub) => (
            <tr key={sub.subscriptionId}>
              <td>
                {sub.ownerType}: {sub.ownerName}
              </td>
              <td>{sub.queryType}</td>
              <td>{sub.target || t`All`}</td>
              <td>
                <IconButton label={t`Delete subscription`} onClick={() => void remove(sub.subscriptionId)}>
                  <icons.TrashIcon size={15} />
                </IconButton>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
