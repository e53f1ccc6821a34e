import type { MessageDescriptor } from '../../../engine/messages'
import { checkResourceFile } from '../../../engine/rules/files'
import { checkFileName } from '../../../engine/rules/names'

/** The spec's rules checked before a file is sent (the server checks them again, and the content). */
export function uploadProblem(file: File): MessageDescriptor | null {
  return checkFileName(file.name) ?? checkResourceFile({ name: file.name, size: file.size })
}

/** "12.5 KB" for a list cell. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

/** The folder holding a path ('' for the root). */
export const parentOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '')
