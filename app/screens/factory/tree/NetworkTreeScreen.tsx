import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { Link } from 'wouter'
import type { ScreenProps } from '../../../shell/routes/types'
import {
  Button,
  DragTree,
  EmptyState,
  icons,
  notify,
  PageHeader,
  Panel,
  SearchBox,
  Select,
  Spinner,
  type TreeItem,
  useConfirm,
} from '../../../ui'
import {
  addToNetwork,
  getNetworkTree,
  type NetworkNode,
  type NetworkTree,
  type ObjectSummary,
  organize,
  removeFromNetwork,
  searchObjects,
} from '../../metadataApi/networksApi'
import { ARCHITECTURE_PATH, NETWORKS_PATH } from '../paths'
import { flatten, subtreeNames } from './networkTreeModel'
import '../../admin/common/admin.css'
import '../factory.css'

const ROOT = '\u0000root'

function toItems(nodes: readonly NetworkNode[]): TreeItem[] {
  return nodes.map((node) => ({
    id: node.objName,
    label: node.showName ? `${node.showName} (${node.objName})` : node.objName,
    meta: node.templateName ?? undefined,
    children: toItems(node.children ?? []),
  }))
}

/** `/design/factory-modeling-mgr/tree/:path`: one network as a tree; drag to re-parent and reorder. */
export default function NetworkTreeScreen({ params }: ScreenProps) {
  const { t } = useLingui()
  const name = params.path ?? ''
  const [network, setNetwork] = useState<NetworkTree | null>(null)
  const [missing, setMissing] = useState(false)
  const [selected, setSelected] = useState<string | null>(null)
  const [keyWord, setKeyWord] = useState('')
  const [candidates, setCandidates] = useState<ObjectSummary[]>([])
  const [busy, setBusy] = useState(false)
  const confirm = useConfirm()

  const load = useCallback(async () => {
    const result = await getNetworkTree(name)
    if (result.ok) setNetwork(result.data)
    else setMissing(true)
  }, [name])

  useEffect(() => {
    void load()
  }, [load])

  useEffect(() => {
    let current = true
    void searchObjects(keyWord).then((result) => {
      if (current && result.ok) setCandidates(result.data.list)
    })
    return () => {
      current = false
    }
  }, [keyWord])

  const nodes = network?.objects ?? []
  const all = useMemo(() => flatten(nodes), [nodes])
  const inNetwork = useMemo(() => new Set(all.map((n) => n.objName)), [all])
  const chosen = all.find((n) => n.objName === selected) ?? null

  async function move(objName: string, parent: string | null, index: number) {
    setBusy(true)
    // One call: the server places it at the index and renumbers the siblings in one transaction.
    await organize(name, objName, parent, index)
    await load()
    setBusy(false)
  }

  async function add(objName: string) {
    setBusy(true)
    const result = await addToNetwork(name, objName, chosen?.objName ?? null)
    if (result.ok) notify.success(t`${objName} added to the network`)
    await load()
    setBusy(false)
  }

  async function remove(node: NetworkNode) {
    const ok = await confirm.ask({
      title: t`Take ${node.objName} out of the network?`,
      message: t`Its children move up to its parent. The object itself is not deleted.`,
    })
    if (!ok) return
    const result = await removeFromNetwork(name, node.objName)
    if (result.ok) setSelected(null)
    await load()
  }

  if (missing) {
    return (
      <div className="admin-screen">
        <EmptyState title={<Trans>The network {name} does not exist.</Trans>}>
          <Link href={NETWORKS_PATH}>
            <Trans>Back to the networks</Trans>
          </Link>
        </EmptyState>
      </div>
    )
  }
  if (!network) {
    return (
      <div className="admin-screen admin-screen--loading">
        <Spinner label={t`Loading`} />
      </div>
    )
  }

  const blocked = chosen ? subtreeNames(nodes, chosen.objName) : new Set<string>()
  const parentOptions = [
    { value: ROOT, label: t`(top level)` },
    ...all.filter((n) => !blocked.has(n.objName)).map((n) => ({ value: n.objName, label: n.objName })),
  ]

  return (
    <div className="admin-screen" data-testid="network-tree-screen">
      <PageHeader
        title={<Trans>Network {network.showName || network.networkName}</Trans>}
        description={
          <Trans>
            Drag an object onto another to place it below; drop on a row's top or bottom edge to reorder.{' '}
            {network.memberCount} objects.
          </Trans>
        }
        actions={
          <>
            <Link href={NETWORKS_PATH} className="button button--default">
              <Trans>All networks</Trans>
            </Link>
            <Link
              href={ARCHITECTURE_PATH}
              className="button button--default"
              onClick={() => localStorage.setItem('gantry.architecture.network', network.networkName)}
            >
              <Trans>Show as graph</Trans>
            </Link>
          </>
        }
      />
      <div className="factory-split">
        <Panel>
          {nodes.length === 0 ? (
            <EmptyState title={<Trans>This network is empty.</Trans>}>
              <Trans>Add objects from the list on the right.</Trans>
            </EmptyState>
          ) : (
            <DragTree
              label={t`Objects of the network ${network.networkName}`}
              items={toItems(nodes)}
              selected={selected}
              onSelect={setSelected}
              onMove={(id, parent, index) => void move(id, parent, index)}
              onRefused={(id) =>
                notify.error(t`Not moved`, t`${id} cannot be placed under itself or one of its own children.`)
              }
              testId="network-tree"
            />
          )}
          {busy ? <Spinner label={t`Saving`} /> : null}
        </Panel>
        <div className="factory-side">
          {chosen ? (
            <Panel>
              <h2>{chosen.objName}</h2>
              <dl className="factory-facts">
                <dt>
                  <Trans>Display name</Trans>
                </dt>
                <dd>{chosen.showName || '—'}</dd>
                <dt>
                  <Trans>Template</Trans>
                </dt>
                <dd>{chosen.templateName ?? '—'}</dd>
              </dl>
              <Select
                id="network-parent"
                label={<Trans>Parent</Trans>}
                value={chosen.parentObjName ?? ROOT}
                options={parentOptions}
                onChange={(value) => {
                  const parent = value === ROOT ? null : value
                  const count = (
                    parent === null ? nodes : (all.find((n) => n.objName === parent)?.children ?? [])
                  ).filter((n) => n.objName !== chosen.objName).length
                  void move(chosen.objName, parent, count)
                }}
              />
              <div className="row-actions" style={{ marginTop: 12 }}>
                <Button
                  variant="danger"
                  size="sm"
                  icon={<icons.TrashIcon size={14} />}
                  onClick={() => void remove(chosen)}
                >
                  <Trans>Take out of the network</Trans>
                </Button>
              </div>
            </Panel>
          ) : null}
          <Panel>
            <h2>
              <Trans>Add objects</Trans>
            </h2>
            <p className="admin-muted">
              {chosen ? (
                <Trans>New objects go below {chosen.objName}.</Trans>
              ) : (
                <Trans>New objects go to the top level; select a node to add below it.</Trans>
              )}
            </p>
            <SearchBox value={keyWord} onSearch={setKeyWord} placeholder={t`Search instances`} />
            <ul className="factory-pick" data-testid="network-candidates">
              {candidates.map((object) => (
                <li key={object.name}>
                  <span className="factory-pick__name">
                    {object.name}
                    {object.templateName ? (
                      <span className="admin-muted"> · {object.templateName}</span>
                    ) : null}
                  </span>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={inNetwork.has(object.name) || busy}
                    onClick={() => void add(object.name)}
                    aria-label={t`Add ${object.name}`}
                  >
                    {inNetwork.has(object.name) ? <Trans>Added</Trans> : <Trans>Add</Trans>}
                  </Button>
                </li>
              ))}
            </ul>
          </Panel>
        </div>
      </div>
      {confirm.dialog}
    </div>
  )
}
