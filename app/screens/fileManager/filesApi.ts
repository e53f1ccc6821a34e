import { i18n } from '@lingui/core'
import { type HttpResult, requestJson } from '../../shell/http'
import { type ErrorBody, failureMessages } from '../../shell/serverMessages'
import { session } from '../../shell/session'

const BASE = '/api/app/resource'

export interface ResourceItem {
  name: string
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

export interface Usage {
  kind: 'page' | 'symbol'
  id: string
  name: string
}

/** The address pages show a picture or video with (public, like the server's GET /media). */
export const mediaUrl = (appId: number, path: string) =>
  `${BASE}/media/${appId}/${path.split('/').map(encodeURIComponent).join('/')}`

export const isPicture = (item: Pick<ResourceItem, 'mimeType'>) => item.mimeType.startsWith('image/')
export const isVideo = (item: Pick<ResourceItem, 'mimeType'>) => item.mimeType.startsWith('video/')

export const folderTree = (appId: number) =>
  requestJson<FolderNode>('GET', `${BASE}/folder`, undefined, { query: { appId } })

export const listFolder = (appId: number, path: string) =>
  requestJson<{ list: ResourceItem[] }>('GET', `${BASE}/fileAndfolder`, undefined, {
    query: { appId, path, pageIndex: 1, pageSize: 1000 },
  })

export const createFolder = (appId: number, parentPath: string, name: string) =>
  requestJson<FolderNode>('POST', `${BASE}/folder`, { appId, parentPath, name }, { suppressNotice: true })

export const moveFolder = (appId: number, path: string, parentPath: string) =>
  requestJson<FolderNode>('PUT', `${BASE}/folder`, { appId, path, parentPath }, { suppressNotice: true })

/** Renames or moves a file; `updateReferences` lets the pages and symbols that show it follow it. */
export const moveFile = (
  appId: number,
  path: string,
  parentPath: string,
  name: string,
  updateReferences = false,
) =>
  requestJson<ResourceItem>(
    'PUT',
    `${BASE}/file`,
    { appId, path, parentPath, name, ...(updateReferences ? { updateReferences } : {}) },
    { suppressNotice: true },
  )

export const removeItems = (appId: number, paths: string[]) =>
  requestJson<void>('DELETE', `${BASE}/fileAndfolder`, undefined, { query: { appId, path: paths } })

export const usedBy = (appId: number, path: string) =>
  requestJson<{ url: string; list: Usage[] }>('GET', `${BASE}/usedBy`, undefined, { query: { appId, path } })

/** A file's bytes with the session (documents are not public): for the preview. */
export async function fileBlob(appId: number, path: string): Promise<Blob | null> {
  const query = new URLSearchParams({ appId: String(appId), path })
  const response = await fetch(`${BASE}/file?${query}`, {
    headers: session.ticket ? { Authorization: `Bearer ${session.ticket}` } : {},
  })
  return response.ok ? response.blob() : null
}

/**
 * One file into a folder, reporting progress (fetch cannot): resolves with the stored item, or with the
 * server's message translated as every other call's.
 */
export function uploadFile(
  appId: number,
  folder: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<HttpResult<ResourceItem>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    const query = new URLSearchParams({ appId: String(appId), path: folder })
    xhr.open('POST', `${BASE}/file?${query}`)
    if (session.ticket) xhr.setRequestHeader('Authorization', `Bearer ${session.ticket}`)
    xhr.setRequestHeader('Accept-Language', i18n.locale)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    const fail = (status: number, body: ErrorBody | undefined) => {
      const details = failureMessages(status, xhr.statusText, body)
      resolve({
        ok: false,
        status,
        code: String(status),
        message: details.map((detail) => i18n._(detail)).join('; '),
        details,
      })
    }
    xhr.onerror = () => fail(0, undefined)
    xhr.onload = () => {
      let body: unknown
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        body = undefined
      }
      if (xhr.status === 201) resolve({ ok: true, status: 201, data: body as ResourceItem, location: null })
      else fail(xhr.status, body as ErrorBody | undefined)
    }
    const form = new FormData()
    form.append('file', file, file.name)
    xhr.send(form)
  })
}
