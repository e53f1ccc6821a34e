import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import { NAME_MESSAGES } from '../../../engine/rules/names'
import { MESSAGES } from '../../../engine/rules/responses'
import { ScreenLoading } from '../../shell/frame/ScreenLoading'
import { requestJson } from '../../shell/http'
import { loadMenus } from '../../shell/sessionData'
import { Button } from '../../ui/Button'
import { InlineNotice } from '../../ui/InlineNotice'
import { notify } from '../../ui/notices'
import { EmptyState, PageHeader, Panel } from '../../ui/PageHeader'
import { Tabs } from '../../ui/Tabs'
import { MenuTreeEditor } from './MenuTreeEditor'
import {
  type EditableEntry,
  type MenuTreeResource,
  moveBefore,
  moveEntry,
  moveInto,
  orderOf,
  rootIdOf,
  sameOrder,
  toEditable,
} from './menuTree'
import '../../styles/menuSettings.css'

/** The three resource groups (spec S0 §2) and the resource type the server files each under. */
const GROUPS = [
  { id: 'system', title: <Trans>Design menu</Trans> },
  { id: 'business', title: <Trans>Report menu</Trans> },
  { id: 'app', title: <Trans>Application menu</Trans> },
] as const

type GroupId = (typeof GROUPS)[number]['id']

/** /design/app-menu-setting: reorder and rename the menu entries (spec S0 §2, §7 menuTreeModify). */
export function MenuSettingsScreen() {
  const [group, setGroup] = useState<GroupId>('system')
  return (
    <div className="menu-settings">
      <PageHeader
        title={<Trans>Application menu settings</Trans>}
        description={
          <Trans>
            Change the order and the names of the menu entries. Changes apply to every user after saving.
          </Trans>
        }
      />
      <Panel>
        <Tabs
          selected={group}
          onChange={(id) => setGroup(id as GroupId)}
          tabs={GROUPS.map((g) => ({
            id: g.id,
            label: g.title,
            content: group === g.id ? <GroupEditor resourceType={g.id} /> : null,
          }))}
        />
      </Panel>
    </div>
  )
}

function GroupEditor({ resourceType }: { resourceType: GroupId }) {
  const { i18n, t } = useLingui()
  const [roots, setRoots] = useState<MenuTreeResource[] | null>(null)
  const [saved, setSaved] = useState<EditableEntry[]>([])
  const [entries, setEntries] = useState<EditableEntry[]>([])
  const [names, setNames] = useState<ReadonlyMap<number, string>>(new Map())
  const [failure, setFailure] = useState('')
  const [saving, setSaving] = useState(false)

  const load = useCallback(async () => {
    const result = await requestJson<MenuTreeResource[]>('GET', '/api/auth/menuTreeModify', undefined, {
      query: { resourceType },
    })
    if (!result.ok || !Array.isArray(result.data)) {
      setFailure(result.ok ? '' : result.message)
      setRoots([])
      return
    }
    const editable = toEditable(result.data)
    setRoots(result.data)
    setSaved(editable)
    setEntries(editable)
    setNames(new Map())
    setFailure('')
  }, [resourceType])

  useEffect(() => {
    void load()
  }, [load])

  if (roots === null) return <ScreenLoading />

  const orderChanged = !sameOrder(entries, saved)
  const renamed = [...names.entries()]
  const blank = renamed.filter(([, name]) => name.trim() === '').map(([id]) => id)
  const dirty = orderChanged || renamed.length > 0

  async function save() {
    if (blank.length > 0 || roots === null) return
    setSaving(true)
    setFailure('')
    if (orderChanged) {
      const topParent = (entry: EditableEntry) => rootIdOf(roots, entry)
      const order = await requestJson(
        'PUT',
        '/api/auth/menuTreeModify',
        { resourceType, order: orderOf(entries, topParent) },
        { suppressNotice: true },
      )
      if (!order.ok) {
        setSaving(false)
        setFailure(order.message)
        return
      }
    }
    for (const [resourceId, name] of renamed) {
      const result = await requestJson(
        'PUT',
        '/api/auth/menuTreeModify/name',
        { resourceId, name: name.trim() },
        { suppressNotice: true },
      )
      if (!result.ok) {
        setSaving(false)
        setFailure(result.message)
        await load()
        return
      }
    }
    setSaving(false)
    notify.success(i18n._(MESSAGES.saveSucceeded))
    await Promise.all([load(), loadMenus()])
  }

  return (
    <div className="menu-settings__group">
      {failure ? (
        <InlineNotice tone="error" testId="menu-settings-failure">
          {failure}
        </InlineNotice>
      ) : null}
      {entries.length === 0 ? (
        <EmptyState title={<Trans>This menu has no entries yet.</Trans>}>
          <Trans>Entries appear here when applications or reports are published.</Trans>
        </EmptyState>
      ) : (
        <>
          <p className="menu-settings__hint">
            <Trans>
              Drag an entry by its handle onto another entry to put it there, in any folder; use the arrow
              buttons to move it among its neighbours, or the folder button to move it into another folder.
              Edit a name to rename it.
            </Trans>
          </p>
          <MenuTreeEditor
            entries={entries}
            names={names}
            blankIds={blank}
            blankMessage={i18n._(NAME_MESSAGES.empty)}
            onMove={(id, offset) => setEntries((current) => moveEntry(current, id, offset))}
            onDropBefore={(id, beforeId) => setEntries((current) => moveBefore(current, id, beforeId))}
            onMoveInto={(id, folderId) => setEntries((current) => moveInto(current, id, folderId))}
            onRename={(id, name, original) =>
              setNames((current) => {
                const next = new Map(current)
                if (name === original) next.delete(id)
                else next.set(id, name)
                return next
              })
            }
            moveUpLabel={(label) => t`Move ${label} up`}
            moveDownLabel={(label) => t`Move ${label} down`}
            moveToLabel={(label) => t`Move ${label} to another folder`}
          />
        </>
      )}
      <div className="menu-settings__actions">
        {dirty ? (
          <span className="menu-settings__dirty" role="status">
            <Trans>Unsaved changes</Trans>
          </span>
        ) : null}
        <Button
          disabled={!dirty || saving}
          onClick={() => {
            setEntries(saved)
            setNames(new Map())
          }}
        >
          <Trans>Discard changes</Trans>
        </Button>
        <Button
          variant="primary"
          loading={saving}
          disabled={!dirty || blank.length > 0}
          onClick={() => void save()}
        >
          <Trans>Save</Trans>
        </Button>
      </div>
    </div>
  )
}
