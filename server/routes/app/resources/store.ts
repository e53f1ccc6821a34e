import { lstat, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { appResourceRoot, joinPath, mimeTypeOf, resolveInside } from './paths.ts'

/*
 * An application's static files, kept as plain files under its resource root: the folder tree on disk
 * is the truth, paths in the API are '/'-joined segments relative to that root. Symbolic links are never
 * followed or listed (only what this API wrote lives there).
 */

export interface ResourceItem {
  name: string
  /** Path from the application's root, '/'-separated. */
  path: string
  type: 'folder' | 'file'
  size: number
  mimeType: string
  updatedAt: string
}

export interface FolderNode {
  name: string
  path: string
  children: FolderNode[]
}

async function kindOf(full: string): Promise<'folder' | 'file' | null> {
  try {
    const stat = await lstat(full)
    if (stat.isDirectory()) return 'folder'
    return stat.isFile() ? 'file' : null
  } catch {
    return null
  }
}

export class AppResourceStore {
  readonly root: string

  constructor(dataDir: string, appId: number) {
    this.root = appResourceRoot(dataDir, appId)
  }

  full(segments: string[]): string {
    return resolveInside(this.root, segments)
  }

  kind(segments: string[]): Promise<'folder' | 'file' | null> {
    if (segments.length === 0) return Promise.resolve('folder')
    return kindOf(this.full(segments))
  }

  /** The folders and files directly in a folder: folders first, then by name. */
  async list(segments: string[]): Promise<ResourceItem[]> {
    let entries: string[]
    try {
      entries = await readdir(this.full(segments))
    } catch {
      return []
    }
    const items: ResourceItem[] = []
    for (const name of entries) {
      const itemSegments = [...segments, name]
      const stat = await lstat(this.full(itemSegments))
      if (!stat.isDirectory() && !stat.isFile()) continue
      items.push({
        name,
        path: joinPath(itemSegments),
        type: stat.isDirectory() ? 'folder' : 'file',
        size: stat.isDirectory() ? 0 : stat.size,
        mimeType: stat.isDirectory() ? '' : mimeTypeOf(name),
        updatedAt: stat.mtime.toISOString(),
      })
    }
    return items.sort((a, b) =>
      a.type === b.type ? a.name.localeCompare(b.name) : a.type === 'folder' ? -1 : 1,
    )
  }

  /** The folder tree under a folder. */
  async tree(segments: string[]): Promise<FolderNode> {
    const children: FolderNode[] = []
    for (const item of await this.list(segments)) {
      if (item.type === 'folder') children.push(await this.tree([...segments, item.name]))
    }
    return { name: segments.at(-1) ?? '', path: joinPath(segments), children }
  }

  /** Every folder and file under the root, parents before children (for export). */
  async walk(segments: string[] = []): Promise<ResourceItem[]> {
    const out: ResourceItem[] = []
    for (const item of await this.list(segments)) {
      out.push(item)
      if (item.type === 'folder') out.push(...(await this.walk([...segments, item.name])))
    }
    return out
  }

  async createFolder(segments: string[]): Promise<void> {
    await mkdir(this.full(segments), { recursive: true })
  }

  read(segments: string[]): Promise<Buffer> {
    return readFile(this.full(segments))
  }

  async write(segments: string[], data: Uint8Array): Promise<void> {
    const full = this.full(segments)
    await mkdir(dirname(full), { recursive: true })
    await writeFile(full, data)
  }

  async move(from: string[], to: string[]): Promise<void> {
    const target = this.full(to)
    await mkdir(dirname(target), { recursive: true })
    await rename(this.full(from), target)
  }

  async remove(segments: string[]): Promise<void> {
    await rm(this.full(segments), { recursive: true, force: true })
  }
}
