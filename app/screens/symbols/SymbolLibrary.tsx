import { useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { encodeSymbol } from '../../../engine/codec/symbolCodec'
import { SYMBOL_VERSION, type SymbolWire } from '../../../engine/document/persisted'
import { DragTree, icons, notify, type TreeItem, useConfirm } from '../../ui'
import { RowMenu } from '../appManager/AppManagerScreen'
import { NameModal } from '../appManager/NameModal'
import { NewSymbolModal } from './NewSymbolModal'
import { importSvgFile } from './svg/svgFiles'
import {
  copySymbol,
  createSymbol,
  createSymbolFolder,
  deleteSymbol,
  deleteSymbolFolder,
  type SymbolTreeNode,
  updateSymbol,
  updateSymbolFolder,
} from './symbolApi'

/** An empty symbol document: 200 × 200, no parts, no parameters. */
export function emptySymbol(name: string): SymbolWire {
  return {
    version: SYMBOL_VERSION,
    id: '',
    name,
    templateName: '',
    appId: '',
    parentId: '',
    width: 200,
    height: 200,
    parameters: [],
    children: [],
  }
}

const keyOf = (node: Pick<SymbolTreeNode, 'nodeType' | 'id'>) => `${node.nodeType}:${node.id}`

function findNode(nodes: readonly SymbolTreeNode[], key: string): SymbolTreeNode | null {
  for (const node of nodes) {
    if (keyOf(node) === key) return node
    const below = findNode(node.children ?? [], key)
    if (below) return below
  }
  return null
}

type Ask =
  | { kind: 'create'; what: 'symbol' | 'folder' | 'category'; parentId: number | null }
  | { kind: 'rename'; node: SymbolTreeNode }
  | { kind: 'copy'; node: SymbolTreeNode }

interface Props {
  appId: number
  tree: readonly SymbolTreeNode[]
  openId: number | null
  reload(): Promise<void>
  open(id: number): void
  /** The open symbol was renamed or moved here (version moved on), or deleted. */
  onChanged(id: number, change: { version: number; previous: number } | { deleted: true }): void
}

/**
 * The application's symbol library: categories and folders (type symbol, nested by parentId) holding
 * symbols. Create, rename, copy, delete; drag to move. The server's words are shown as they come (the
 * canvas already exists, a name taken here, a folder that is not empty).
 */
export function SymbolLibrary({ appId, tree, openId, reload, open, onChanged }: Props) {
  const { t } = useLingui()
  const confirm = useConfirm()
  const [ask, setAsk] = useState<Ask | null>(null)
  const svgInput = useRef<HTMLInputElement>(null)

  const importFile = async (file: File) => {
    const created = await importSvgFile(appId, file)
    if (!created) return
    await reload()
    open(created.id)
  }

  const items = (nodes: readonly SymbolTreeNode[]): TreeItem[] =>
    nodes.map((node) => ({
      id: keyOf(node),
      label: (
        <span
          className={`symbol-tree__label symbol-tree__label--${node.nodeType}`}
          data-testid={`symbol-node-${node.name}`}
        >
          {node.nodeType === 'symbol' ? <icons.CubeIcon size={13} /> : <icons.FolderIcon size={13} />}
          {node.name}
        </span>
      ),
      meta:
        node.nodeType === 'category'
          ? t`category`
          : node.nodeType === 'symbol'
            ? node.templateName || undefined
            : undefined,
      children: items(node.children ?? []),
    }))

  const submit = async (name: string): Promise<string | null> => {
    if (!ask) return null
    if (ask.kind === 'create') {
      // A symbol is made by the new-drawing dialog (createNew).
      if (ask.what === 'symbol') return null
      const result = await createSymbolFolder(ask.what, { appId, parentId: ask.parentId, name })
      if (!result.ok) return result.message
      setAsk(null)
      await reload()
      return null
    }
    const { node } = ask
    if (ask.kind === 'copy') {
      const result = await copySymbol(node.id, { name })
      if (!result.ok) return result.message
      setAsk(null)
      await reload()
      open(result.data.id)
      return null
    }
    const result =
      node.nodeType === 'symbol'
        ? await updateSymbol(node.id, { name, version: node.version })
        : await updateSymbolFolder(node.nodeType, node.id, { name, version: node.version })
    if (!result.ok) return result.message
    if (node.nodeType === 'symbol')
      onChanged(node.id, { previous: node.version, version: result.data.version })
    setAsk(null)
    await reload()
    return null
  }

  /** A new symbol: empty, or a copy of graphic template `from` (its drawing, parameters and object template). */
  const createNew = async (name: string, from: number | null): Promise<string | null> => {
    if (ask?.kind !== 'create') return null
    const result =
      from === null
        ? await createSymbol({
            appId,
            parentId: ask.parentId,
            name,
            content: encodeSymbol(emptySymbol(name)),
          })
        : await copySymbol(from, { name, parentId: ask.parentId })
    if (!result.ok) return result.message
    setAsk(null)
    await reload()
    open(result.data.id)
    return null
  }

  const remove = async (node: SymbolTreeNode) => {
    const ok = await confirm.ask({
      title: t`Delete ${node.name}?`,
      message:
        node.nodeType === 'symbol'
          ? t`The symbol is deleted; pages that place it show it no more.`
          : t`Only an empty folder can be deleted.`,
      confirmLabel: t`Delete`,
      tone: 'danger',
    })
    if (!ok) return
    const result =
      node.nodeType === 'symbol'
        ? await deleteSymbol(node.id)
        : await deleteSymbolFolder(node.nodeType, node.id)
    if (!result.ok) {
      notify.error(result.message)
      return
    }
    if (node.nodeType === 'symbol') onChanged(node.id, { deleted: true })
    await reload()
  }

  const move = async (key: string, parentKey: string | null) => {
    const node = findNode(tree, key)
    const parent = parentKey ? findNode(tree, parentKey) : null
    if (!node) return
    if (parent && parent.nodeType === 'symbol') {
      notify.warning(t`A symbol cannot hold other items: drop it on a folder or category.`)
      return
    }
    const parentId = parent ? parent.id : null
    if (parentId === node.parentId) return
    const result =
      node.nodeType === 'symbol'
        ? await updateSymbol(node.id, { parentId, version: node.version })
        : await updateSymbolFolder(node.nodeType, node.id, { parentId, version: node.version })
    if (!result.ok) notify.error(result.message)
    else if (node.nodeType === 'symbol')
      onChanged(node.id, { previous: node.version, version: result.data.version })
    await reload()
  }

  const menu = (item: TreeItem) => {
    const node = findNode(tree, item.id)
    if (!node) return null
    const entries =
      node.nodeType === 'symbol'
        ? [
            { key: 'rename', label: t`Rename`, onSelect: () => setAsk({ kind: 'rename', node }) },
            { key: 'copy', label: t`Copy`, onSelect: () => setAsk({ kind: 'copy', node }) },
            { key: 'delete', label: t`Delete`, danger: true, onSelect: () => void remove(node) },
          ]
        : [
            {
              key: 'symbol',
              label: t`New symbol`,
              onSelect: () => setAsk({ kind: 'create', what: 'symbol', parentId: node.id }),
            },
            {
              key: 'folder',
              label: t`New folder`,
              onSelect: () => setAsk({ kind: 'create', what: 'folder', parentId: node.id }),
            },
            { key: 'rename', label: t`Rename`, onSelect: () => setAsk({ kind: 'rename', node }) },
            { key: 'delete', label: t`Delete`, danger: true, onSelect: () => void remove(node) },
          ]
    return <RowMenu label={t`Actions for ${node.name}`} items={entries} />
  }

  const titles = {
    symbol: t`New symbol`,
    folder: t`New folder`,
    category: t`New category`,
  }
  return (
    <div className="app-tree symbol-tree" data-testid="symbol-library">
      <div className="app-tree__head">
        <span className="app-tree__title">{t`Symbols`}</span>
        <button
          type="button"
          className="app-tree__add"
          onClick={() => setAsk({ kind: 'create', what: 'category', parentId: null })}
          title={titles.category}
          aria-label={titles.category}
          data-testid="symbol-new-category"
        >
          <icons.GridIcon size={14} />
        </button>
        <button
          type="button"
          className="app-tree__add"
          onClick={() => setAsk({ kind: 'create', what: 'folder', parentId: null })}
          title={titles.folder}
          aria-label={titles.folder}
        >
          <icons.FolderIcon size={14} />
        </button>
        <button
          type="button"
          className="app-tree__add"
          onClick={() => setAsk({ kind: 'create', what: 'symbol', parentId: null })}
          title={titles.symbol}
          aria-label={titles.symbol}
          data-testid="symbol-new"
        >
          <icons.PlusIcon size={14} />
        </button>
        <button
          type="button"
          className="app-tree__add"
          onClick={() => svgInput.current?.click()}
          title={t`Import SVG as a new symbol`}
          aria-label={t`Import SVG as a new symbol`}
          data-testid="symbol-import-svg"
        >
          <icons.UploadIcon size={14} />
        </button>
        <input
          ref={svgInput}
          type="file"
          accept=".svg,image/svg+xml"
          hidden
          data-testid="symbol-import-svg-file"
          onChange={(event) => {
            const file = event.target.files?.[0]
            if (file) void importFile(file)
            event.target.value = ''
          }}
        />
      </div>
      {tree.length === 0 ? (
        <p className="app-tree__empty">{t`No symbols yet. Create the first symbol.`}</p>
      ) : null}
      <DragTree
        label={t`Symbols`}
        items={items(tree)}
        selected={openId === null ? null : `symbol:${openId}`}
        onSelect={(key) => {
          const node = findNode(tree, key)
          if (node?.nodeType === 'symbol') open(node.id)
        }}
        onMove={(key, parentKey) => void move(key, parentKey)}
        onRefused={() => notify.warning(t`A folder cannot be moved into itself.`)}
        actions={menu}
        testId="symbol-tree"
      />
      <NewSymbolModal
        open={ask?.kind === 'create' && ask.what === 'symbol'}
        appId={appId}
        onClose={() => setAsk(null)}
        onSubmit={createNew}
      />
      <NameModal
        open={ask !== null && !(ask.kind === 'create' && ask.what === 'symbol')}
        title={ask?.kind === 'create' ? titles[ask.what] : ask?.kind === 'copy' ? t`Copy symbol` : t`Rename`}
        label={t`Name`}
        initial={
          ask?.kind === 'rename' ? ask.node.name : ask?.kind === 'copy' ? t`${ask.node.name} (copy)` : ''
        }
        submitLabel={ask?.kind === 'rename' ? t`Rename` : t`Create`}
        onClose={() => setAsk(null)}
        onSubmit={submit}
      />
    </div>
  )
}
