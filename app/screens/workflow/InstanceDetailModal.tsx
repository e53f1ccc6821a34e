import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Button, Modal } from '../../ui'
import { FlowLog } from './FlowLog'
import { InstanceDiagram } from './InstanceDiagram'
import { StatusBadge, when } from './statusLabels'
import { type InstanceDetail, type InstanceRow, loadInstance } from './workflowApi'

interface Props {
  row: InstanceRow
  onClose: () => void
  onAction: (action: 'suspend' | 'resume' | 'terminate') => void
}

/** One instance: its facts, its diagram with the active steps, its tasks and its log. */
export function InstanceDetailModal({ row, onClose, onAction }: Props) {
  const { t } = useLingui()
  const [detail, setDetail] = useState<InstanceDetail | null>(null)

  useEffect(() => {
    void loadInstance(row.id).then((result) => result.ok && setDetail(result.data))
  }, [row.id])

  const status = detail?.status ?? row.status
  const live = status === 'running' || status === 'suspended'
  return (
    <Modal
      open
      onClose={onClose}
      width={1100}
      title={`${row.flowName} #${row.flowId}`}
      footer={
        <>
          {status === 'running' && <Button onClick={() => onAction('suspend')}>{t`Suspend`}</Button>}
          {status === 'suspended' && <Button onClick={() => onAction('resume')}>{t`Resume`}</Button>}
          {live && (
            <Button variant="danger" onClick={() => onAction('terminate')}>
              {t`Terminate`}
            </Button>
          )}
          <Button variant="primary" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </>
      }
    >
      <div className="wf-instance" data-testid="wf-instance-detail">
        <dl className="wf-instance__facts">
          <div>
            <dt>{t`Status`}</dt>
            <dd>
              <StatusBadge status={status} />
            </dd>
          </div>
          <div>
            <dt>{t`Version`}</dt>
            <dd>{row.version}</dd>
          </div>
          <div>
            <dt>{t`Start person`}</dt>
            <dd>{row.startPerson}</dd>
          </div>
          <div>
            <dt>{t`Create time`}</dt>
            <dd>{when(row.createTime)}</dd>
          </div>
          {detail?.endedAt && (
            <div>
              <dt>{t`Operate date`}</dt>
              <dd>{when(detail.endedAt)}</dd>
            </div>
          )}
        </dl>
        <InstanceDiagram instanceId={row.id} />
        <div className="wf-legend">
          <span>
            <span className="wf-legend__swatch wf-legend__swatch--active" />
            <Trans>Active now</Trans>
          </span>
          <span>
            <span className="wf-legend__swatch wf-legend__swatch--done" />
            <Trans>Done</Trans>
          </span>
        </div>
        {detail && detail.tasks.length > 0 && (
          <table className="wf-instance__tasks">
            <thead>
              <tr>
                <th>{t`Task ID`}</th>
                <th>{t`Task name`}</th>
                <th>{t`Status`}</th>
                <th>{t`Operator`}</th>
                <th>{t`Create time`}</th>
              </tr>
            </thead>
            <tbody>
              {detail.tasks.map((task) => (
                <tr key={task.id}>
                  <td>{task.id}</td>
                  <td>{task.name}</td>
                  <td>
                    <StatusBadge status={task.status} />
                  </td>
                  <td>{task.doneByName}</td>
                  <td>{when(task.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <section>
          <h3 className="wf-panel__title">
            <Trans>Log</Trans>
          </h3>
          <FlowLog entries={detail?.log ?? []} />
        </section>
      </div>
    </Modal>
  )
}
