import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import { MESSAGES } from '../../../engine/rules/responses'
import { notify, useConfirm } from '../../ui'
import type { TreeActions } from './AppTree'
import type { AppRecord } from './appsApi'
import type { TemplateSummary } from './composeApi'
import {
  copyPage,
  createFolder,
  createTemplateFromPage,
  deleteFolder,
  deletePage,
  deleteTemplate,
  type PageSummary,
  saveOrder,
  updateFolder,
  updatePageFields,
} from './composeApi'
import { NameModal } from './NameModal'
import { PageFormModal } from './PageFormModal'
import { childrenOf, reorderedItems, type TreeNode } from './treeModel'

type Naming =
  | { kind: 'none' }
  | { kind: 'folder'; parentId: number | null }
  | { kind: 'rename'; node: TreeNode }
  | { kind: 'template'; page: PageSummary }

interface Options {
  app: AppRecord | null
  tree: readonly TreeNode[]
  pages: readonly PageSummary[]
  templates: readonly TemplateSummary[]
  reload(): Promise<void>
  open(page: PageSummary): void
  /** A page was renamed (its version moved on) or deleted. */
  onPageChanged(page: PageSummary, change: { deleted: true } | { renamedFrom: number }): void
}

/**
 * The page tree's actions against the compose calls, with the spec's rules: add and copy succeed only
 * with a Location, edits on 201, deletes on 204; the home page cannot be deleted (the server refuses).
 */
export function useTreeActions({ app, tree, pages, templates, reload, open, onPageChanged }: Options): {
  actions: TreeActions
  dialogs: ReactNode
} {
  const { t, i18n } = useLingui()
  const confirm = useConfirm()
  const [naming, setNaming] = useState<Naming>({ kind: 'none' })
  const [newPageParent, setNewPageParent] = useState<number | null | undefined>(undefined)
  const appId = app?.appId ?? 0

  const actions: TreeActions = {
    open,
    newPage: (parentId) => setNewPageParent(parentId),
    newFolder: (parentId) => setNaming({ kind: 'folder', parentId }),
    rename: (node) => setNaming({ kind: 'rename', node }),
    saveAsTemplate: (page) => setNaming({ kind: 'template', page }),
    async copy(page) {
      const result = await copyPage(page.id)
      if (result.ok && result.status === 201 && result.location)
        notify.success(i18n._(MESSAGES.copySucceeded))
      else notify.error(i18n._(MESSAGES.copyFailed), result.ok ? '' : result.message)
      await reload()
    },
    async remove(node) {
      const ok = await confirm.ask({
        title: node.kind === 'folder' ? t`Delete the folder ${node.name}?` : t`Delete the page ${node.name}?`,
        message:
          node.kind === 'folder'
            ? t`The folder must be empty.`
            : t`Its layout blocks and widgets are deleted with it.`,
      })
      if (!ok) return
      const result = node.kind === 'folder' ? await deleteFolder(node.id) : await deletePage(node.id)
      if (result.ok && result.status === 204) {
        notify.success(i18n._(MESSAGES.deleteSucceeded))
        if (node.kind === 'page') onPageChanged(node.page, { deleted: true })
      } else notify.error(i18n._(MESSAGES.deleteFailed), result.ok ? '' : result.message)
      await reload()
    },
    async move(parentId, index, by) {
      const items = reorderedItems(childrenOf(tree, parentId), index, by)
      if (!items) return
      const result = await saveOrder(appId, parentId, items)
      if (!result.ok) notify.error(i18n._(MESSAGES.editFailed), result.message)
      await reload()
    },
    async removeTemplate(template) {
      const ok = await confirm.ask({ title: t`Delete the template ${template.name}?` })
      if (!ok) return
      const result = await deleteTemplate(template.id)
      if (result.ok) notify.success(i18n._(MESSAGES.deleteSucceeded))
      else notify.error(i18n._(MESSAGES.deleteFailed), result.message)
      await reload()
    },
  }

  async function submitName(name: string): Promise<string | null> {
    if (naming.kind === 'folder') {
      const result = await createFolder(appId, naming.parentId, name)
      if (!(result.ok && result.status === 201 && result.location)) {
        return result.ok ? i18n._(MESSAGES.createFailed) : result.message || i18n._(MESSAGES.createFailed)
      }
      notify.success(i18n._(MESSAGES.createSucceeded))
    } else if (naming.kind === 'rename') {
      const node = naming.node
      const result =
        node.kind === 'folder'
          ? await updateFolder(node.folder, { name })
          : await updatePageFields(node.page, { name })
      if (!(result.ok && result.status === 201))
        return result.ok ? i18n._(MESSAGES.editFailed) : result.message
      if (node.kind === 'page')
        onPageChanged(
          { ...node.page, name, version: result.data.version },
          { renamedFrom: node.page.version },
        )
      notify.success(i18n._(MESSAGES.editSucceeded))
    } else if (naming.kind === 'template') {
      const result = await createTemplateFromPage(appId, naming.page.id, name)
      if (!(result.ok && result.status === 201))
        return result.ok ? i18n._(MESSAGES.createFailed) : result.message
      notify.success(t`Template ${name} saved`)
    }
    setNaming({ kind: 'none' })
    await reload()
    return null
  }

  const namingTitle =
    naming.kind === 'folder' ? t`New folder` : naming.kind === 'template' ? t`Save as template` : t`Rename`
  const initialName =
    naming.kind === 'rename'
      ? naming.node.name
      : naming.kind === 'template'
        ? t`${naming.page.name} template`
        : ''
  const dialogs = (
    <>
      <NameModal
        open={naming.kind !== 'none'}
        title={namingTitle}
        label={t`Name`}
        initial={initialName}
        submitLabel={naming.kind === 'rename' ? t`Rename` : t`Create`}
        onClose={() => setNaming({ kind: 'none' })}
        onSubmit={submitName}
      />
      <PageFormModal
        open={newPageParent !== undefined}
        appId={appId}
        parentId={newPageParent ?? null}
        pages={pages}
        templates={templates}
        onClose={() => setNewPageParent(undefined)}
        onCreated={(page) => {
          setNewPageParent(undefined)
          notify.success(i18n._(MESSAGES.createSucceeded))
          void reload().then(() => open(page))
        }}
      />
      {confirm.dialog}
    </>
  )
  return { actions, dialogs }
}
