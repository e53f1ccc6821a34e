import { type MessageDescriptor, withValues } from '../../messages.ts'
import { checkFileName } from '../../rules/names.ts'
import { VISION_MESSAGES } from './messages.ts'

/** A label of an image set: what a box marks, drawn in its colour. */
export interface VisionLabel {
  name: string
  /** '#rrggbb' */
  color: string
}

/** A bounding box on an image, in image pixels from the top-left corner. */
export interface VisionBox {
  id: string
  label: string
  x: number
  y: number
  w: number
  h: number
}

/** A box a model service found, with its confidence 0–1; never stored until a person accepts it. */
export interface VisionPrediction {
  label: string
  score: number
  x: number
  y: number
  w: number
  h: number
}

/** The first problem of a set's label list (names required and unique), or null. */
export function checkLabels(labels: readonly VisionLabel[]): MessageDescriptor | null {
  const seen = new Set<string>()
  for (const label of labels) {
    const name = label.name.trim()
    if (name === '') return VISION_MESSAGES.labelRequired
    if (seen.has(name)) return withValues(VISION_MESSAGES.labelTwice, { name })
    seen.add(name)
  }
  return null
}

/** The first problem of a set's folder list (file-name rule, at most 50 characters, unique), or null. */
export function checkFolders(folders: readonly string[]): MessageDescriptor | null {
  const seen = new Set<string>()
  for (const folder of folders) {
    if (folder.length === 0 || folder.length > 50 || checkFileName(folder) !== null) {
      return VISION_MESSAGES.badFolder
    }
    if (seen.has(folder)) return withValues(VISION_MESSAGES.folderTwice, { name: folder })
    seen.add(folder)
  }
  return null
}

/** The first problem of an image's boxes: a label of the set, inside the image, at least a pixel. */
export function checkBoxes(
  boxes: readonly VisionBox[],
  labels: readonly string[],
  size: { width: number; height: number },
): MessageDescriptor | null {
  for (const box of boxes) {
    if (!labels.includes(box.label)) return withValues(VISION_MESSAGES.unknownLabel, { name: box.label })
    const inside =
      box.x >= 0 &&
      box.y >= 0 &&
      box.w >= 1 &&
      box.h >= 1 &&
      box.x + box.w <= size.width &&
      box.y + box.h <= size.height
    if (!inside) return withValues(VISION_MESSAGES.boxOutside, size)
  }
  return null
}

/**
 * Reads a model service's answer, `{ predictions: [{ label, score, x, y, w, h }] }` (README "Machine
 * vision"): the predictions, or the problem in words. Boxes are clipped to the image, because models
 * commonly overshoot an edge by a pixel; a box wholly outside it is dropped.
 */
export function readPredictions(
  answer: unknown,
  size: { width: number; height: number },
): { predictions: VisionPrediction[] } | { problem: string } {
  const list = (answer as { predictions?: unknown } | null)?.predictions
  if (!Array.isArray(list)) return { problem: 'no "predictions" array' }
  const predictions: VisionPrediction[] = []
  for (const [index, item] of list.entries()) {
    const p = item as Record<string, unknown>
    if (typeof p?.label !== 'string' || p.label === '') return { problem: `predictions[${index}].label` }
    for (const key of ['score', 'x', 'y', 'w', 'h']) {
      if (typeof p[key] !== 'number' || !Number.isFinite(p[key]))
        return { problem: `predictions[${index}].${key}` }
    }
    const score = p.score as number
    if (score < 0 || score > 1) return { problem: `predictions[${index}].score must be 0–1` }
    const x = Math.max(0, p.x as number)
    const y = Math.max(0, p.y as number)
    const right = Math.min(size.width, (p.x as number) + (p.w as number))
    const bottom = Math.min(size.height, (p.y as number) + (p.h as number))
    if (right - x < 1 || bottom - y < 1) continue
    predictions.push({ label: p.label, score, x, y, w: right - x, h: bottom - y })
  }
  return { predictions }
}

/** One image as the COCO export needs it. */
export interface CocoImageInput {
  imageId: number
  fileName: string
  folder: string
  width: number
  height: number
  boxes: VisionBox[]
}

/** A set's annotations in the COCO object-detection layout (images, categories, annotations with bbox). */
export function cocoExport(
  setName: string,
  labels: readonly VisionLabel[],
  images: readonly CocoImageInput[],
) {
  const categoryOf = new Map(labels.map((label, index) => [label.name, index + 1]))
  let annotationId = 0
  return {
    info: { description: setName },
    images: images.map((image) => ({
      id: image.imageId,
      file_name: image.folder ? `${image.folder}/${image.fileName}` : image.fileName,
      width: image.width,
      height: image.height,
    })),
    categories: labels.map((label, index) => ({ id: index + 1, name: label.name })),
    annotations: images.flatMap((image) =>
      image.boxes.map((box) => ({
        id: ++annotationId,
        image_id: image.imageId,
        category_id: categoryOf.get(box.label) ?? 0,
        bbox: [box.x, box.y, box.w, box.h],
        area: box.w * box.h,
        iscrowd: 0,
      })),
    ),
  }
}
