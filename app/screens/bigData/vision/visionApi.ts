import type {
  VisionBox,
  VisionLabel,
  VisionPrediction,
} from '../../../../engine/bigdata/vision/annotations.ts'
import { call, fetchJson, type Page, type Paging } from '../../admin/common/request'

export type { VisionBox, VisionLabel, VisionPrediction }

const base = '/api/bigdata/vision'

export interface VisionSet {
  setId: number
  name: string
  labels: VisionLabel[]
  folders: string[]
  modelUrl: string
  modelTimeoutMs: number
  imageCount: number
  updatedAt: string
  version: number
}

export interface VisionSetBody {
  name: string
  labels: VisionLabel[]
  folders: string[]
  modelUrl: string
  modelTimeoutMs: number
}

export interface VisionImage {
  imageId: number
  setId: number
  folder: string
  fileName: string
  mimeType: string
  width: number
  height: number
  size: number
  boxes: VisionBox[]
  updatedAt: string
  version: number
}

export const listSets = (query: { keyword: string } & Paging) =>
  fetchJson<Page<VisionSet>>(`${base}/sets`, { ...query })
export const getSet = (setId: number) => fetchJson<VisionSet>(`${base}/sets/${setId}`)
export const createSet = (body: VisionSetBody) =>
  call<VisionSet>('POST', `${base}/sets`, body, { failure: 'screen' })
export const updateSet = (setId: number, body: Partial<VisionSetBody> & { version: number }) =>
  call<VisionSet>('PUT', `${base}/sets/${setId}`, body, { failure: 'screen' })
export const deleteSet = (setId: number) => call<void>('DELETE', `${base}/sets/${setId}`)
export const cocoOf = (setId: number) => fetchJson<unknown>(`${base}/sets/${setId}/coco`)

/** All images of a set without their bytes; the screen narrows to a folder itself. */
export const listImages = (setId: number) => fetchJson<VisionImage[]>(`${base}/sets/${setId}/images`)
/** Several pictures in one request: the server stores all of them or none. */
export function uploadImages(setId: number, folder: string, files: readonly File[]) {
  const form = new FormData()
  for (const file of files) form.append('file', file, file.name)
  return call<VisionImage[]>('POST', `${base}/sets/${setId}/images`, form, {
    query: { folder },
    failure: 'screen',
  })
}
export const getImage = (imageId: number) =>
  call<VisionImage & { dataUrl: string }>('GET', `${base}/images/${imageId}`, undefined, {
    failure: 'screen',
  })
export const saveImage = (imageId: number, body: { boxes?: VisionBox[]; folder?: string; version: number }) =>
  call<VisionImage>('PUT', `${base}/images/${imageId}`, body, { failure: 'screen' })
export const deleteImage = (imageId: number) => call<void>('DELETE', `${base}/images/${imageId}`)
export const runInference = (imageId: number) =>
  call<{ predictions: VisionPrediction[]; elapsedMs: number }>(
    'POST',
    `${base}/images/${imageId}/infer`,
    undefined,
    {
      failure: 'screen',
    },
  )
