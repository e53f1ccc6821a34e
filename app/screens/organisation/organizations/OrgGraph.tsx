import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useRef } from 'react'
import { Button } from '../../../ui'
import { type GraphItem, TreeGraph, type TreeGraphHandle } from '../../factory/architecture/TreeGraph'
import type { OrgNode } from '../../metadataApi/organizationsApi'
import '../../factory/factory.css'

interface Props {
  tree: readonly OrgNode[]
  onMove: (id: number, parentId: number | null) => void
  onRefused: (id: string) => void
  onOpen: (id: number) => void
}

/** The organisation chart on x6: drag an organisation onto another to move it there. */
export default function OrgGraph({ tree, onMove, onRefused, onOpen }: Props) {
  const { t } = useLingui()
  const graph = useRef<TreeGraphHandle>(null)
  const items = useMemo(() => {
    const convert = (nodes: readonly OrgNode[]): GraphItem[] =>
      nodes.map((org) => ({
        id: String(org.orgId),
        label: org.name,
        sub: t`${org.staffCount} people`,
        badge: { text: org.name.slice(0, 1).toUpperCase(), colour: '#0f766e' },
        children: convert(org.children),
      }))
    return convert(tree)
  }, [tree, t])
  const parentOf = useMemo(() => {
    const map = new Map<number, number | null>()
    const walk = (nodes: readonly OrgNode[]) => {
      for (const org of nodes) {
        map.set(org.orgId, org.parentId)
        walk(org.children)
      }
    }
    walk(tree)
    return map
  }, [tree])

  const fitted = useRef(false)
  useEffect(() => {
    if (!fitted.current && items.length > 0) {
      fitted.current = true
      graph.current?.fit()
    }
  }, [items])

  return (
    <div>
      <div className="admin-toolbar">
        <div className="admin-toolbar__filters" />
        <div className="admin-toolbar__actions">
          <Button size="sm" variant="ghost" onClick={() => graph.current?.fit()}>
            <Trans>Fit</Trans>
          </Button>
          <Button size="sm" onClick={() => graph.current?.exportPng('organisations.png')}>
            <Trans>Export PNG</Trans>
          </Button>
        </div>
      </div>
      <TreeGraph
        ref={graph}
        items={items}
        label={t`Organisation chart`}
        onReparent={(id, parent) => {
          const parentId = parent === null ? null : Number(parent)
          if (parentOf.get(Number(id)) !== parentId) onMove(Number(id), parentId)
        }}
        onRefused={onRefused}
        onSelect={(id) => onOpen(Number(id))}
        testId="org-graph"
      />
    </div>
  )
}
