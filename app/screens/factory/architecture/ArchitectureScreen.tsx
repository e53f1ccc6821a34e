import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Link } from 'wouter'
import { Button, EmptyState, icons, notify, PageHeader, Panel, Select, Spinner } from '../../../ui'
import {
  allNetworks,
  currentAlarms,
  getNetworkTree,
  type Network,
  type NetworkNode,
  type NetworkTree,
  organize,
} from '../../metadataApi/networksApi'
import { NETWORKS_PATH, networkTreePath } from '../paths'
import { flatten } from '../tree/networkTreeModel'
import { stateColour, templateBadge } from './layout'
import { type GraphItem, TreeGraph, type TreeGraphHandle } from './TreeGraph'
import '../../admin/common/admin.css'
import '../factory.css'

const STORED = 'gantry.architecture.network'
const NORMAL = '#22a06b'
const ALARM_POLL_MS = 5000
const LARGE = 300

function toItems(nodes: readonly NetworkNode[]): GraphItem[] {
  return nodes.map((node) => ({
    id: node.objName,
    label: node.showName || node.objName,
    sub: node.showName ? `${node.objName} · ${node.templateName ?? ''}` : (node.templateName ?? ''),
    badge: templateBadge(node.templateName),
    children: toItems(node.children ?? []),
  }))
}

/**
 * `/design/factory-modeling-mgr/factory-production-architecture`: a network as a graph (x6) — each object
 * with its template badge and a stripe in its most urgent alarm's colour (polled), drag onto another
 * object to re-parent, zoom, pan, minimap, fit and PNG export.
 */
export default function ArchitectureScreen() {
  const { t } = useLingui()
  const [networks, setNetworks] = useState<Network[] | null>(null)
  const [name, setName] = useState<string>(() => localStorage.getItem(STORED) ?? '')
  const [tree, setTree] = useState<NetworkTree | null>(null)
  const [alarmCount, setAlarmCount] = useState(0)
  const graph = useRef<TreeGraphHandle>(null)
  const colours = useRef<Map<string, string>>(new Map())

  useEffect(() => {
    void allNetworks().then((result) => {
      if (!result.ok) return
      setNetworks(result.data.list)
      setName((current) =>
        result.data.list.some((n) => n.networkName === current)
          ? current
          : (result.data.list[0]?.networkName ?? ''),
      )
    })
  }, [])

  const load = useCallback(async () => {
    if (!name) return
    const result = await getNetworkTree(name)
    if (result.ok) setTree(result.data)
  }, [name])

  useEffect(() => {
    if (name) localStorage.setItem(STORED, name)
    void load()
  }, [name, load])

  const items = useMemo(() => toItems(tree?.objects ?? []), [tree])

  // The graph is rebuilt when the tree changes; paint the known states on the new nodes, then fit once.
  const fitted = useRef<string>('')
  useEffect(() => {
    graph.current?.paintStates(colours.current, NORMAL)
    if (tree && fitted.current !== tree.networkName) {
      fitted.current = tree.networkName
      // Fitting a large plant would draw every node at once; it opens on its top instead (Fit is a click away).
      if (flatten(tree.objects).length > LARGE) graph.current?.focusTop()
      else graph.current?.fit()
    }
  }, [tree])

  useEffect(() => {
    let stop = false
    async function poll() {
      const result = await currentAlarms()
      if (stop || !result.ok) return
      colours.current = stateColour(result.data.list, NORMAL)
      setAlarmCount(result.data.list.length)
      graph.current?.paintStates(colours.current, NORMAL)
    }
    void poll()
    const timer = window.setInterval(() => void poll(), ALARM_POLL_MS)
    return () => {
      stop = true
      window.clearInterval(timer)
    }
  }, [])

  async function reparent(id: string, parent: string | null) {
    const node = flatten(tree?.objects ?? []).find((n) => n.objName === id)
    if (!node || node.parentObjName === parent) return
    const result = await organize(name, id, parent)
    if (result.ok)
      notify.success(parent ? t`${id} now sits under ${parent}` : t`${id} is now at the top level`)
    await load()
  }

  if (networks === null) {
    return (
      <div className="admin-screen admin-screen--loading">
        <Spinner label={t`Loading`} />
      </div>
    )
  }

  return (
    <div className="admin-screen" data-testid="architecture-screen">
      <PageHeader
        title={<Trans>Production architecture</Trans>}
        description={
          <Trans>
            The network as a graph. Drag an object onto another to place it below; drag the canvas to pan, use
            the wheel to zoom. The stripe shows the object's most urgent active alarm.
          </Trans>
        }
        actions={
          name ? (
            <Link href={networkTreePath(name)} className="button">
              <Trans>Show as tree</Trans>
            </Link>
          ) : null
        }
      />
      {networks.length === 0 ? (
        <Panel>
          <EmptyState title={<Trans>No networks yet.</Trans>}>
            <Link href={NETWORKS_PATH}>
              <Trans>Create a network first</Trans>
            </Link>
          </EmptyState>
        </Panel>
      ) : (
        <Panel>
          <div className="admin-toolbar">
            <div className="admin-toolbar__filters">
              <Select
                id="architecture-network"
                label={<Trans>Network</Trans>}
                value={name}
                options={networks.map((n) => ({ value: n.networkName, label: n.showName || n.networkName }))}
                onChange={setName}
              />
              <div className="factory-legend">
                <span>
                  <span className="factory-legend__swatch" style={{ background: NORMAL }} />
                  <Trans>No active alarm</Trans>
                </span>
                <span>
                  <Trans>{alarmCount} active alarms</Trans>
                </span>
              </div>
            </div>
            <div className="admin-toolbar__actions">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => graph.current?.zoomIn()}
                aria-label={t`Zoom in`}
              >
                +
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => graph.current?.zoomOut()}
                aria-label={t`Zoom out`}
              >
                −
              </Button>
              <Button variant="ghost" size="sm" onClick={() => graph.current?.fit()}>
                <Trans>Fit</Trans>
              </Button>
              <Button
                size="sm"
                icon={<icons.UploadIcon size={14} />}
                onClick={() => graph.current?.exportPng(`${name}.png`)}
              >
                <Trans>Export PNG</Trans>
              </Button>
            </div>
          </div>
          {tree && tree.objects.length === 0 ? (
            <EmptyState title={<Trans>This network is empty.</Trans>}>
              <Link href={networkTreePath(name)}>
                <Trans>Add objects in the tree view</Trans>
              </Link>
            </EmptyState>
          ) : null}
          <TreeGraph
            ref={graph}
            items={items}
            label={t`Graph of the network ${name}`}
            onReparent={(id, parent) => void reparent(id, parent)}
            onRefused={(id) =>
              notify.error(t`Not moved`, t`${id} cannot be placed under itself or one of its own children.`)
            }
            testId="architecture-graph"
          />
        </Panel>
      )}
    </div>
  )
}
