import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { PasswordRulesHint } from '../../app/screens/admin/common/PasswordRulesHint'
import { StaleNotice } from '../../app/screens/admin/common/StaleNotice'
import { MaskEditor } from '../../app/screens/admin/dataAuth/MaskEditor'
import { ResourceTree } from '../../app/screens/admin/roles/ResourceTree'
import type { ResourceNode } from '../../app/screens/admin/roles/resourceSelection'
import { DEFAULT_PASSWORD_SETTINGS } from '../../engine/rules/passwords'
import '../../app/screens/admin/common/admin.css'

function node(
  resourceId: number,
  resourceCode: string,
  name: string,
  parentId: number | null,
  children: ResourceNode[] = [],
): ResourceNode {
  return {
    resourceId,
    resourceCode,
    name,
    resourceType: 'system',
    resourceFunctionType: children.length > 0 ? 'folder' : 'page',
    resource: '{}',
    parentId,
    childResources: children,
  }
}

/** A slice of the seeded design menu (server migration 0002). */
const TREE: ResourceNode[] = [
  node(1, 'design', 'Design', null, [
    node(2, 'user-manage', 'System security', 1, [
      node(3, 'user-itemlist', 'Users', 2),
      node(4, 'role-itemlist', 'Roles', 2),
      node(5, 'data-auth', 'Data authorisation', 2),
      node(6, 'operation-log', 'Operation log', 2),
    ]),
    node(7, 'system-info-manage', 'System information', 1, [
      node(8, 'system-info', 'System information', 7),
      node(9, 'about', 'About', 7),
    ]),
  ]),
]

function MaskDemo({ initial }: { initial: string }) {
  const [mask, setMask] = useState(initial)
  return (
    <div style={{ padding: 24 }}>
      <MaskEditor itemLabel="object/Boiler_1" mask={mask} onChange={setMask} />
    </div>
  )
}

function TreeDemo() {
  const [granted, setGranted] = useState<Set<number>>(new Set([3, 6]))
  return (
    <div style={{ padding: 24, maxWidth: 720 }}>
      <ResourceTree roots={TREE} granted={granted} onChange={setGranted} label="Resources of the role" />
    </div>
  )
}

const meta = {
  title: 'Admin/Controls',
  parameters: { layout: 'fullscreen' },
} satisfies Meta

export default meta

type Story = StoryObj<typeof meta>

/** A data item's permission mask as checkboxes: bits 0 and 2 denied ('00000005'). */
export const PermissionMask: Story = { render: () => <MaskDemo initial="00000005" /> }

/** The deny-all mask '-1': nothing is permitted until a position is ticked. */
export const PermissionMaskDenyAll: Story = { render: () => <MaskDemo initial="-1" /> }

/** The role editor's resource tree: folders show partly ticked when only some of their resources are granted. */
export const ResourceTreeOfARole: Story = { render: () => <TreeDemo /> }

/** What a stale save (409) shows in a form. */
export const SomeoneElseSaved: Story = {
  render: () => (
    <div style={{ padding: 24, maxWidth: 720 }}>
      <StaleNotice onReload={() => undefined} />
    </div>
  ),
}

/** The password rules in words, beside a new-password field. */
export const PasswordRulesInWords: Story = {
  render: () => (
    <div style={{ padding: 24 }}>
      <PasswordRulesHint settings={{ ...DEFAULT_PASSWORD_SETTINGS, requireSpecial: true }} />
    </div>
  ),
}
