import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import { FormRow, Select } from '../../ui'
import { allNetworks, getNetworkTree, type Network, type NetworkNode } from '../metadataApi/networksApi'

interface Row {
  node: NetworkNode
  depth: number
}

function rowsOf(nodes: readonly NetworkNode[], depth = 0, out: Row[] = []): Row[] {
  for (const node of nodes) {
    out.push({ node, depth })
    rowsOf(node.children ?? [], depth + 1, out)
  }
  return out
}

function subtreeNames(node: NetworkNode, out: string[] = []): string[] {
  out.push(node.objName)
  for (const child of node.children ?? []) subtreeNames(child, out)
  return out
}

/** An area of the plant: a node of a network and everything below it. */
export interface AreaRef {
  network: string
  objName: string
}

/**
 * Picks an area of the plant (a dashboard's alarms card, a notification type): a network, then one of its
 * nodes; answers the node's objects and every object below it (an area's alarms are those of everything
 * in it), its name and the area itself.
 */
export function AreaPicker({
  onPick,
  idPrefix = 'card',
}: {
  onPick(objects: string[], areaName: string, area: AreaRef): void
  idPrefix?: string
}) {
  const { t } = useLingui()
  const [networks, setNetworks] = useState<Network[]>([])
  const [network, setNetwork] = useState('')
  const [nodes, setNodes] = useState<NetworkNode[]>([])
  const [area, setArea] = useState('')

  useEffect(() => {
    let alive = true
    void allNetworks().then((result) => {
      if (!alive || !result.ok) return
      setNetworks(result.data.list)
      setNetwork((current) => current || (result.data.list[0]?.networkName ?? ''))
    })
    return () => {
      alive = false
    }
  }, [])

  useEffect(() => {
    let alive = true
    setNodes([])
    setArea('')
    if (!network) return
    void getNetworkTree(network).then((result) => {
      if (alive && result.ok) setNodes(result.data.objects)
    })
    return () => {
      alive = false
    }
  }, [network])

  const rows = useMemo(() => rowsOf(nodes), [nodes])
  if (networks.length === 0) return null
  return (
    <FormRow>
      <Select
        id={`${idPrefix}-network`}
        label={t`Network`}
        value={network}
        options={networks.map((n) => ({ value: n.networkName, label: n.showName || n.networkName }))}
        onChange={setNetwork}
      />
      <Select
        id={`${idPrefix}-area`}
        label={t`Area`}
        value={area}
        placeholder={t`Choose an area`}
        options={rows.map(({ node, depth }) => ({
          value: node.objName,
          label: `${'  '.repeat(depth)}${node.showName || node.objName}`,
        }))}
        onChange={(objName) => {
          setArea(objName)
          const row = rows.find((r) => r.node.objName === objName)
          if (row) onPick(subtreeNames(row.node), row.node.showName || row.node.objName, { network, objName })
        }}
      />
    </FormRow>
  )
}
