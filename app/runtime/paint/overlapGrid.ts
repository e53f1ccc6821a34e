/** A uniform grid over page rectangles: which items may overlap a rectangle, without testing them all. */
import { intersects, type Rect } from '../../stage/geometry/rect'

const CELL = 64

export class OverlapGrid {
  private readonly cells = new Map<number, number[]>()

  /** `rects[i]` is item i's box; items keep their index (z-order) in every answer. */
  constructor(private readonly rects: readonly Rect[]) {
    rects.forEach((rect, index) => {
      this.forCells(rect, (key) => {
        const list = this.cells.get(key)
        if (list) list.push(index)
        else this.cells.set(key, [index])
      })
    })
  }

  /** The indices of the items meeting `rect`, ascending (bottom first). */
  meeting(rect: Rect): number[] {
    const found = new Set<number>()
    this.forCells(rect, (key) => {
      for (const index of this.cells.get(key) ?? []) {
        const other = this.rects[index]
        if (other && intersects(other, rect)) found.add(index)
      }
    })
    return [...found].sort((a, b) => a - b)
  }

  private forCells(rect: Rect, visit: (key: number) => void): void {
    const x0 = Math.floor(rect.x / CELL)
    const x1 = Math.floor((rect.x + rect.w) / CELL)
    const y0 = Math.floor(rect.y / CELL)
    const y1 = Math.floor((rect.y + rect.h) / CELL)
    // Keys pack (x, y) into one number; pages are far smaller than 2^20 cells a side.
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) visit(y * 1_048_576 + x)
  }
}
