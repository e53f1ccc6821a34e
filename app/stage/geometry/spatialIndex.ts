import { intersects, type Point, type Rect } from './rect'

/** Cell edge in page pixels: about one typical widget, so most items touch one to four cells. */
export const DEFAULT_CELL_SIZE = 256

// Cells are keyed by one number: column and row packed with an offset so negative coordinates work.
const ROW_SPAN = 1 << 20
const OFFSET = 1 << 19

function cellKey(col: number, row: number): number {
  return (col + OFFSET) * ROW_SPAN + (row + OFFSET)
}

/**
 * A uniform-grid spatial index of rectangles by id. Hit-testing, the marquee, snapping and viewport
 * culling ask it for the items near a rectangle instead of scanning every item: with 4,000 items a
 * query touches a few cells. Updates are O(cells touched), so a drag can move hundreds of items a frame.
 */
export class SpatialIndex {
  readonly cellSize: number
  private readonly rects = new Map<string, Rect>()
  private readonly cells = new Map<number, Set<string>>()
  // Query de-duplication without allocating a Set per query: an item seen in this query has this stamp.
  private readonly stamps = new Map<string, number>()
  private stamp = 0

  constructor(cellSize = DEFAULT_CELL_SIZE) {
    this.cellSize = cellSize
  }

  /** How many items the index holds. */
  get size(): number {
    return this.rects.size
  }

  /** The rectangle stored for `id`. */
  get(id: string): Rect | undefined {
    return this.rects.get(id)
  }

  has(id: string): boolean {
    return this.rects.has(id)
  }

  /** Every id, in insertion order. */
  ids(): IterableIterator<string> {
    return this.rects.keys()
  }

  /** Adds an item or moves an existing one. */
  set(id: string, rect: Rect): void {
    const previous = this.rects.get(id)
    if (previous) {
      if (sameCells(previous, rect, this.cellSize)) {
        this.rects.set(id, rect)
        return
      }
      this.forEachCell(previous, (key) => this.removeFromCell(key, id))
    }
    this.rects.set(id, rect)
    this.forEachCell(rect, (key) => {
      let cell = this.cells.get(key)
      if (!cell) {
        cell = new Set()
        this.cells.set(key, cell)
      }
      cell.add(id)
    })
  }

  /** Removes an item; unknown ids are ignored. */
  delete(id: string): void {
    const rect = this.rects.get(id)
    if (!rect) return
    this.forEachCell(rect, (key) => this.removeFromCell(key, id))
    this.rects.delete(id)
    this.stamps.delete(id)
  }

  clear(): void {
    this.rects.clear()
    this.cells.clear()
    this.stamps.clear()
  }

  /** Ids of the items whose rectangles intersect `area` (touching counts), in no particular order. */
  search(area: Rect): string[] {
    const found: string[] = []
    const stamp = this.nextStamp()
    this.forEachCell(area, (key) => {
      const cell = this.cells.get(key)
      if (!cell) return
      for (const id of cell) {
        if (this.stamps.get(id) === stamp) continue
        this.stamps.set(id, stamp)
        if (intersects(this.rects.get(id) as Rect, area)) found.push(id)
      }
    })
    return found
  }

  /** Ids of the items whose rectangles contain `p`. */
  searchPoint(p: Point): string[] {
    return this.search({ x: p.x, y: p.y, w: 0, h: 0 })
  }

  private nextStamp(): number {
    this.stamp += 1
    if (this.stamp > 1e9) {
      this.stamp = 1
      this.stamps.clear()
    }
    return this.stamp
  }

  private removeFromCell(key: number, id: string): void {
    const cell = this.cells.get(key)
    if (!cell) return
    cell.delete(id)
    if (cell.size === 0) this.cells.delete(key)
  }

  private forEachCell(rect: Rect, visit: (key: number) => void): void {
    const size = this.cellSize
    const c0 = Math.floor(rect.x / size)
    const c1 = Math.floor((rect.x + rect.w) / size)
    const r0 = Math.floor(rect.y / size)
    const r1 = Math.floor((rect.y + rect.h) / size)
    for (let c = c0; c <= c1; c++) for (let r = r0; r <= r1; r++) visit(cellKey(c, r))
  }
}

function sameCells(a: Rect, b: Rect, size: number): boolean {
  return (
    Math.floor(a.x / size) === Math.floor(b.x / size) &&
    Math.floor((a.x + a.w) / size) === Math.floor((b.x + b.w) / size) &&
    Math.floor(a.y / size) === Math.floor(b.y / size) &&
    Math.floor((a.y + a.h) / size) === Math.floor((b.y + b.h) / size)
  )
}
