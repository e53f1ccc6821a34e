import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { MESSAGES } from '../../../../engine/rules/responses'
import {
  Button,
  DragTree,
  EmptyState,
  IconButton,
  icons,
  notify,
  PageHeader,
  Panel,
  Spinner,
  Tabs,
  type TreeItem,
  useConfirm,
} from '../../../ui'
import { deleteOrg, type OrgNode, organizeOrg, orgTree } from '../../metadataApi/organizationsApi'
import { flattenOrgs, ORG_ADD_PATH, orgEditPath, STAFF_PATH } from '../orgTreeModel'
import '../../admin/common/admin.css'
import '../organisation.css'

// The graph brings x6: only loaded when its tab opens.
const OrgGraph = lazy(() => import('./OrgGraph'))
const VIEW_KEY = 'gantry.organizations.view'

function toItems(nodes: readonly OrgNode[], staffLabel: (count: number) => string): TreeItem[] {
  return nodes.map((org) => ({
    id: String(org.orgId),
    label: org.name,
    meta: staffLabel(org.staffCount),
    children: toItems(org.children, staffLabel),
  }))
}

/** `/design/network/network/organizations`: the organisation tree (drag to re-parent) and its graph. */
export default function OrganizationsScreen() {
  const { t, i18n } = useLingui()
  const [, navigate] = useLocation()
  const [tree, setTree] = useState<OrgNode[] | null>(null)
  // The chosen view (tree or graph) is remembered, like the architecture screen's network.
  const [view, setViewState] = useState(() => localStorage.getItem(VIEW_KEY) ?? 'tree')
  const setView = (next: string) => {
    localStorage.setItem(VIEW_KEY, next)
    setViewState(next)
  }
  const confirm = useConfirm()

  const load = useCallback(async () => {
    const result = await orgTree()
    if (result.ok) setTree(result.data.list)
  }, [])

  useEffect(() => {
    void load()
  }, [load])

  const all = useMemo(() => flattenOrgs(tree ?? []), [tree])
  const nameOf = (id: number) => all.find((entry) => entry.org.orgId === id)?.org.name ?? String(id)

  async function move(id: number, parentId: number | null, index?: number) {
    const result = await organizeOrg(id, parentId, index)
    if (result.ok) notify.success(t`${nameOf(id)} moved`)
    await load()
  }

  async function remove(orgId: number) {
    const entry = all.find((e) => e.org.orgId === orgId)
    if (!entry) return
    const ok = await confirm.ask({
      title: t`Delete the organisation ${entry.org.name}?`,
      message: t`Its sub-organisations move up one level; its people stay but leave it. This cannot be undone.`,
      tone: 'danger',
    })
    if (!ok) return
    const result = await deleteOrg(orgId)
    if (result.ok) notify.success(i18n._(MESSAGES.deleteSucceeded))
    await load()
  }

  const refused = (id: string) =>
    notify.error(
      t`Not moved`,
      t`${nameOf(Number(id))} cannot be placed under itself or one of its sub-organisations.`,
    )

  const treeView =
    tree && tree.length > 0 ? (
      <DragTree
        label={t`Organisations`}
        items={toItems(tree, (count) => t`${count} people`)}
        onSelect={(id) => navigate(orgEditPath(Number(id)))}
        onMove={(id, parent, index) => void move(Number(id), parent === null ? null : Number(parent), index)}
        onRefused={refused}
        actions={(item) => (
          <>
            <IconButton
              label={t`Edit ${String(item.label)}`}
              onClick={() => navigate(orgEditPath(Number(item.id)))}
            >
              <icons.EditIcon size={14} />
            </IconButton>
            <IconButton label={t`Delete ${String(item.label)}`} onClick={() => void remove(Number(item.id))}>
              <icons.TrashIcon size={14} />
            </IconButton>
          </>
        )}
        testId="org-tree"
      />
    ) : (
      <EmptyState title={<Trans>No organisations yet.</Trans>}>
        <Link href={ORG_ADD_PATH}>
          <Trans>Create the first one</Trans>
        </Link>
      </EmptyState>
    )

  return (
    <div className="admin-screen" data-testid="organizations-screen">
      <PageHeader
        title={<Trans>Organisations</Trans>}
        description={
          <Trans>
            The plant's organisation chart. Drag an organisation onto another to place it below, or onto a
            row's edge to reorder. Its people are managed under Staff.
          </Trans>
        }
        actions={
          <>
            <Link href={STAFF_PATH} className="button">
              <Trans>Staff</Trans>
            </Link>
            <Button
              variant="primary"
              icon={<icons.PlusIcon size={16} />}
              onClick={() => navigate(ORG_ADD_PATH)}
              data-testid="org-new"
            >
              <Trans>New organisation</Trans>
            </Button>
          </>
        }
      />
      <Panel>
        {tree === null ? (
          <Spinner label={t`Loading`} />
        ) : (
          <Tabs
            selected={view}
            onChange={setView}
            variant="segmented"
            tabs={[
              { id: 'tree', label: <Trans>Tree</Trans>, content: treeView },
              {
                id: 'graph',
                label: <Trans>Graph</Trans>,
                content:
                  view === 'graph' ? (
                    <Suspense fallback={<Spinner label={t`Loading`} />}>
                      <OrgGraph
                        tree={tree}
                        onMove={(id, parent) => void move(id, parent)}
                        onRefused={refused}
                        onOpen={(id) => navigate(orgEditPath(id))}
                      />
                    </Suspense>
                  ) : null,
              },
            ]}
          />
        )}
      </Panel>
      {confirm.dialog}
    </div>
  )
}
