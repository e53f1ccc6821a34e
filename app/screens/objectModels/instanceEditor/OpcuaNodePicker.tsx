import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { InlineNotice, Spinner } from '../../../ui'
import { call } from '../../admin/common/request'

/** A node of an OPC UA server's address space (server/connectors/opcua/connector.ts `browse`). */
interface BrowsedNode {
  nodeId: string
  browseName: string
  displayName: string
  nodeClass: 'Object' | 'Variable'
}

const browse = (connector: string, nodeId?: string) =>
  call<{ nodeId: string; list: BrowsedNode[] }>(
    'GET',
    `/api/collector/connectors/${encodeURIComponent(connector)}/browse`,
    undefined,
    { query: nodeId ? { nodeId } : {}, failure: 'screen' },
  )

/**
 * Picks a variable from an OPC UA server's address space, starting at Objects: a folder or object opens
 * on click (its children are asked for then, so a large server is never walked whole), a variable is chosen.
 */
export function OpcuaNodePicker({
  connector,
  selected,
  onPick,
}: {
  connector: string
  selected: string
  onPick: (nodeId: string) => void
}) {
  return (
    <div className="opcua-picker" data-testid="opcua-picker">
      <NodeChildren connector={connector} selected={selected} onPick={onPick} depth={0} />
    </div>
  )
}

function NodeChildren({
  connector,
  nodeId,
  selected,
  onPick,
  depth,
}: {
  connector: string
  nodeId?: string
  selected: string
  onPick: (nodeId: string) => void
  depth: number
}) {
  const { t } = useLingui()
  const [nodes, setNodes] = useState<BrowsedNode[] | null>(null)
  const [failure, setFailure] = useState('')
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set())

  useEffect(() => {
    let live = true
    void browse(connector, nodeId).then((result) => {
      if (!live) return
      if (result.ok) setNodes(result.data.list)
      else setFailure(result.message)
    })
    return () => {
      live = false
    }
  }, [connector, nodeId])

  if (failure)
    return (
      <InlineNotice tone="error" title={t`The address space could not be read`}>
        {failure}
      </InlineNotice>
    )
  if (!nodes) return <Spinner size={16} />
  if (nodes.length === 0)
    return (
      <p className="opcua-picker__empty">
        <Trans>Nothing below this node.</Trans>
      </p>
    )
  return (
    <ul
      className="opcua-picker__list"
      role={depth === 0 ? 'tree' : 'group'}
      aria-label={t`OPC UA address space`}
    >
      {nodes.map((node) => {
        const expanded = open.has(node.nodeId)
        const isVariable = node.nodeClass === 'Variable'
        return (
          <li key={node.nodeId}>
            <button
              type="button"
              aria-expanded={isVariable ? undefined : expanded}
              aria-pressed={isVariable ? node.nodeId === selected : undefined}
              className={`opcua-picker__node${node.nodeId === selected ? ' is-selected' : ''}`}
              style={{ paddingInlineStart: 8 + depth * 16 }}
              onClick={() => {
                if (isVariable) onPick(node.nodeId)
                else
                  setOpen((current) => {
                    const next = new Set(current)
                    if (expanded) next.delete(node.nodeId)
                    else next.add(node.nodeId)
                    return next
                  })
              }}
            >
              <span className="opcua-picker__mark" aria-hidden="true">
                {isVariable ? '•' : expanded ? '▾' : '▸'}
              </span>
              {node.displayName || node.browseName}
              <code className="opcua-picker__id">{node.nodeId}</code>
            </button>
            {expanded ? (
              <NodeChildren
                connector={connector}
                nodeId={node.nodeId}
                selected={selected}
                onPick={onPick}
                depth={depth + 1}
              />
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
