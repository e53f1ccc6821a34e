import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { MessageDescriptor } from '../../../../engine/messages.ts'
import { extensionOf, type ImageType, sniffImageType } from '../../../../engine/rules/files.ts'
import { checkFileName, checkTextLength } from '../../../../engine/rules/names.ts'

/*
 * Uploaded images are plain files under `${DATA_DIR}/images/<folder>/<name>`: the directory is the only
 * record of them (no table), so the image manager, the backup and a restore all see the same thing.
 * Folders are one level deep. Every name reaching the file system passed the spec's file-name rule,
 * which excludes '/', '\', '.' and '..', so a name is always a single segment inside its parent.
 */

/** The folder uploads go to when the caller names none. */
export const DEFAULT_IMAGE_FOLDER = 'default'

export const CONTENT_TYPES: Record<ImageType, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
}

export interface ImageFile {
  name: string
  folder: string
  /** Where the image is served. */
  path: string
  size: number
  type: ImageType | null
  modifyDate: string
}

export interface ImageFolder {
  name: string
  fileCount: number
  modifyDate: string
}

export function imagesDirOf(dataDir: string): string {
  return join(dataDir, 'images')
}

/** The URL an image is served at. */
export function imageUrl(folder: string, name: string): string {
  return `/api/image/${encodeURIComponent(folder)}/${encodeURIComponent(name)}`
}

/** File and folder names: the spec's file-name rule, at most 200 characters, no hidden ('.x') names. */
export function checkImageName(name: string): MessageDescriptor | null {
  const problem = checkFileName(name) ?? checkTextLength(name, 200)
  if (problem) return problem
  return name.startsWith('.') ? { id: 'files.hiddenName', message: 'A name cannot start with a dot' } : null
}

function typeOfName(name: string): ImageType | null {
  const extension = extensionOf(name)
  if (extension === 'png' || extension === 'gif') return extension
  return extension === 'jpg' || extension === 'jpeg' ? 'jpg' : null
}

export async function folderExists(root: string, folder: string): Promise<boolean> {
  if (checkImageName(folder) !== null) return false
  const info = await stat(join(root, folder)).catch(() => null)
  return info?.isDirectory() ?? false
}

/** Creates a folder; false when it exists already. */
export async function createFolder(root: string, folder: string): Promise<boolean> {
  await mkdir(root, { recursive: true })
  try {
    await mkdir(join(root, folder))
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

export async function listFolders(root: string): Promise<ImageFolder[]> {
  if (!existsSync(root)) return []
  const entries = await readdir(root, { withFileTypes: true })
  const folders: ImageFolder[] = []
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue
    const dir = join(root, entry.name)
    const [info, files] = await Promise.all([stat(dir), readdir(dir, { withFileTypes: true })])
    folders.push({
      name: entry.name,
      fileCount: files.filter((file) => file.isFile() && !file.name.startsWith('.')).length,
      modifyDate: info.mtime.toISOString(),
    })
  }
  return folders.sort((a, b) => a.name.localeCompare(b.name))
}

/** The images of a folder by name; `nameFilter` matches anywhere, case-insensitively. */
export async function listImages(root: string, folder: string, nameFilter?: string): Promise<ImageFile[]> {
  const dir = join(root, folder)
  const entries = await readdir(dir, { withFileTypes: true })
  const needle = nameFilter?.toLowerCase()
  const files: ImageFile[] = []
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.startsWith('.')) continue
    if (needle && !entry.name.toLowerCase().includes(needle)) continue
    const info = await stat(join(dir, entry.name))
    files.push({
      name: entry.name,
      folder,
      path: imageUrl(folder, entry.name),
      size: info.size,
      type: typeOfName(entry.name),
      modifyDate: info.mtime.toISOString(),
    })
  }
  return files.sort((a, b) => a.name.localeCompare(b.name))
}

/** Whether the folder holds a file of that name (served only if its bytes are an image). */
export async function imageExists(root: string, folder: string, name: string): Promise<boolean> {
  if (checkImageName(folder) !== null || checkImageName(name) !== null) return false
  const info = await stat(join(root, folder, name)).catch(() => null)
  return info?.isFile() ?? false
}

/** An image's bytes and sniffed type, or null when absent or not an image. */
export async function readImage(
  root: string,
  folder: string,
  name: string,
): Promise<{ bytes: Buffer; type: ImageType; modifyDate: Date } | null> {
  if (checkImageName(folder) !== null || checkImageName(name) !== null) return null
  const path = join(root, folder, name)
  const info = await stat(path).catch(() => null)
  if (!info?.isFile()) return null
  const bytes = await readFile(path)
  const type = sniffImageType(bytes)
  return type ? { bytes, type, modifyDate: info.mtime } : null
}

/**
 * Writes an upload under a name not yet taken in the folder: `logo.png`, else `logo-1.png`, `logo-2.png`…
 * (an upload never silently replaces another image). Answers the name used.
 */
export async function storeImage(root: string, folder: string, name: string, bytes: Buffer): Promise<string> {
  const dot = name.lastIndexOf('.')
  const base = dot > 0 ? name.slice(0, dot) : name
  const extension = dot > 0 ? name.slice(dot) : ''
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    const candidate = attempt === 0 ? name : `${base}-${attempt}${extension}`
    try {
      await writeFile(join(root, folder, candidate), bytes, { flag: 'wx' })
      return candidate
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
  throw new Error(`No free name for ${name} in ${folder}`)
}

export async function deleteImage(root: string, folder: string, name: string): Promise<boolean> {
  if (checkImageName(folder) !== null || checkImageName(name) !== null) return false
  try {
    await unlink(join(root, folder, name))
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw error
  }
}
