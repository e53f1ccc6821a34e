import type { Generated } from 'kysely'

/** Tables of migration 0123, joined to the shared `Database` interface by module augmentation. */
export interface VisionSetsTable {
  setId: Generated<number>
  name: string
  /** JSON text: VisionLabel[] */
  labels: string
  /** JSON text: string[] */
  folders: string
  modelUrl: string
  modelTimeoutMs: number
  createdAt: string
  updatedAt: string
  version: Generated<number>
}

export interface VisionImagesTable {
  imageId: Generated<number>
  setId: number
  folder: string
  fileName: string
  mimeType: string
  width: number
  height: number
  size: number
  /** base64 of the file */
  data: string
  /** JSON text: VisionBox[] */
  boxes: string
  createdAt: string
  updatedAt: string
  version: Generated<number>
}

declare module '../../db/schema.ts' {
  interface Database {
    visionSets: VisionSetsTable
    visionImages: VisionImagesTable
  }
}
