import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { icons } from '../../ui'
import { RowMenu } from './AppManagerScreen'
import type { PageSummary, TemplateSummary } from './composeApi'
import type { TreeNode } from './treeModel'

export interface TreeActions {
  open(page: PageSummary): void
  newPage(parentId: number | null): void
  newFolder(parentId: number | null): void
  rename(node: TreeNode): void
  remove(node: TreeNode): void
  copy(page: PageSummary): void
  move(parentId: number | null, index: number, by: -1 | 1): void
  saveAsTemplate(page: PageSummary): void
  removeTemplate(template: TemplateSummary): void
}

interface Props {
  tree: readonly TreeNode[]
  templates: readonly TemplateSummary[]
  openPageId: string | null
  homePageId: string | null
  actions: TreeActions
}

/** The application's folders and pages (and its page templates), with their actions. */
export function AppTree({ tree, templates, openPageId, homePageId, actions }: Props) {
  const { t } = useLingui()
  const [templatesOpen, setTemplatesOpen] = useState(true)
  return (
    <div className="app-tree" data-testid="app-tree">
      <div className="app-tree__head">
        <span className="app-tree__title">{t({ message: 'Pages', context: 'application pages' })}</span>
        <button
          type="button"
          className="app-tree__add"
          onClick={() => actions.newFolder(null)}
          title={t`New folder`}
          aria-label={t`New folder`}
        >
          <icons.FolderIcon size={14} />
        </button>
        <button
          type="button"
          className="app-tree__add"
          onClick={() => actions.newPage(null)}
          title={t`New page`}
          aria-label={t`New page`}
          data-testid="tree-new-page"
        >
          <icons.PlusIcon size={14} />
        </button>
      </div>
      {tree.length === 0 ? (
        <p className="app-tree__empty">{t`No pages yet. Create the first page.`}</p>
      ) : null}
      <ul className="app-tree__list" aria-label={t({ message: 'Pages', context: 'application pages' })}>
        {tree.map((node, index) => (
          <TreeRow
            key={`${node.kind}:${node.id}`}
            node={node}
            depth={0}
            index={index}
            siblings={tree.length}
            parentId={null}
            openPageId={openPageId}
            homePageId={homePageId}
            actions={actions}
          />
        ))}
      </ul>
      <div className="app-tree__head app-tree__head--templates">
        <button
          type="button"
          className="app-tree__section"
          aria-expanded={templatesOpen}
          onClick={() => setTemplatesOpen(!templatesOpen)}
        >
          {templatesOpen ? <icons.ChevronDownIcon size={12} /> : <icons.ChevronRightIcon size={12} />}
          {t`Page templates`} ({templates.length})
        </button>
      </div>
      {templatesOpen ? (
        <ul className="app-tree__list">
          {templates.length === 0 ? (
            <li className="app-tree__empty">{t`Save a page as a template to reuse it.`}</li>
          ) : null}
          {templates.map((template) => (
            <li key={template.id} className="app-tree__row" style={{ paddingLeft: 12 }}>
              <icons.GridIcon size={14} />
              <span className="app-tree__label">{template.name}</span>
              <RowMenu
                label={t`Actions for ${template.name}`}
                items={[
                  {
                    key: 'delete',
                    label: t`Delete template`,
                    danger: true,
                    onSelect: () => actions.removeTemplate(template),
                  },
                ]}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

function TreeRow({
  node,
  depth,
  index,
  siblings,
  parentId,
  openPageId,
  homePageId,
  actions,
}: {
  node: TreeNode
  depth: number
  index: number
  siblings: number
  parentId: number | null
  openPageId: string | null
  homePageId: string | null
  actions: TreeActions
}) {
  const { t } = useLingui()
  const [expanded, setExpanded] = useState(true)
  const move = [
    {
      key: 'up',
      label: t`Move up`,
      disabled: index === 0,
      onSelect: () => actions.move(parentId, index, -1),
    },
    {
      key: 'down',
      label: t`Move down`,
      disabled: index === siblings - 1,
      onSelect: () => actions.move(parentId, index, 1),
    },
  ]
  if (node.kind === 'folder') {
    return (
      <li>
        <div className="app-tree__row" style={{ paddingLeft: 8 + depth * 14 }}>
          <button
            type="button"
            className="app-tree__toggle"
            onClick={() => setExpanded(!expanded)}
            aria-label={expanded ? t`Collapse` : t`Expand`}
          >
            {expanded ? <icons.ChevronDownIcon size={12} /> : <icons.ChevronRightIcon size={12} />}
          </button>
          <icons.FolderIcon size={14} />
          <span className="app-tree__label">{node.name}</span>
          <RowMenu
            label={t`Actions for ${node.name}`}
            items={[
              { key: 'page', label: t`New page here`, onSelect: () => actions.newPage(node.id) },
              { key: 'folder', label: t`New folder here`, onSelect: () => actions.newFolder(node.id) },
              { key: 'rename', label: t`Rename…`, onSelect: () => actions.rename(node) },
              ...move,
              { key: 'delete', label: t`Delete`, danger: true, onSelect: () => actions.remove(node) },
            ]}
          />
        </div>
        {expanded && node.children.length > 0 ? (
          <ul className="app-tree__list">
            {node.children.map((child, childIndex) => (
              <TreeRow
                key={`${child.kind}:${child.id}`}
                node={child}
                depth={depth + 1}
                index={childIndex}
                siblings={node.children.length}
                parentId={node.id}
                openPageId={openPageId}
                homePageId={homePageId}
                actions={actions}
              />
            ))}
          </ul>
        ) : null}
      </li>
    )
  }
  const page = node.page
  const selected = page.id === openPageId
  const typeLabel = page.type === 2 ? t`inner link` : page.type === 3 ? t`link` : null
  return (
    <li>
      <div
        className={`app-tree__row${selected ? ' is-selected' : ''}`}
        style={{ paddingLeft: 22 + depth * 14 }}
      >
        {page.id === homePageId ? <icons.HomeIcon size={14} /> : <icons.PageIcon size={14} />}
        <button
          type="button"
          className="app-tree__open"
          onClick={() => actions.open(page)}
          data-page={page.name}
        >
          <span className="app-tree__label">{page.name}</span>
          {typeLabel ? <span className="app-tree__type">{typeLabel}</span> : null}
        </button>
        <RowMenu
          label={t`Actions for ${page.name}`}
          items={[
            { key: 'rename', label: t`Rename…`, onSelect: () => actions.rename(node) },
            { key: 'copy', label: t`Copy`, onSelect: () => actions.copy(page) },
            ...(page.type === 1
              ? [
                  {
                    key: 'template',
                    label: t`Save as template…`,
                    onSelect: () => actions.saveAsTemplate(page),
                  },
                ]
              : []),
            ...move,
            { key: 'delete', label: t`Delete`, danger: true, onSelect: () => actions.remove(node) },
          ]}
        />
      </div>
    </li>
  )
}
