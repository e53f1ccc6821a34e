import type { DashboardCardWire } from '../../../../engine/document/persisted'

/** The dashboard grid: 12 columns of the dashboard's width, rows of a fixed height. */
export const GRID_COLUMNS = 12
export const ROW_HEIGHT = 90
export const GRID_GAP = 12
export const MIN_W = 2
export const MIN_H = 2
export const MAX_H = 12

/** A card's box in grid cells. */
export interface GridBox {
  x: number
  y: number
  w: number
  h: number
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}

/** A box kept on the grid: whole cells, inside the columns, at least the minimum size. */
export function fitBox(box: GridBox): GridBox {
  const w = clamp(Math.round(box.w), MIN_W, GRID_COLUMNS)
  const h = clamp(Math.round(box.h), MIN_H, MAX_H)
  return { x: clamp(Math.round(box.x), 0, GRID_COLUMNS - w), y: Math.max(0, Math.round(box.y)), w, h }
}

function overlaps(a: GridBox, b: GridBox): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
}

/**
 * Places card `id` at `box`, moves every card it now covers down below it (and those they cover in turn),
 * so cards never overlap, then lets every card rise as far as the cards above allow: no gaps open where a
 * card left.
 */
export function placeCard(
  cards: readonly DashboardCardWire[],
  id: string,
  box: GridBox,
): DashboardCardWire[] {
  const placed = fitBox(box)
  const result = cards.map((card) => (card.id === id ? { ...card, ...placed } : { ...card }))
  const settled: DashboardCardWire[] = result.filter((card) => card.id === id)
  const rest = result.filter((card) => card.id !== id).sort((a, b) => a.y - b.y || a.x - b.x)
  for (const card of rest) {
    let blocker = settled.find((other) => overlaps(card, other))
    while (blocker) {
      card.y = blocker.y + blocker.h
      blocker = settled.find((other) => overlaps(card, other))
    }
    settled.push(card)
  }
  return compact(result)
}

/** Every card raised as far as the cards above it allow, top to bottom; the order in the list is kept. */
export function compact(cards: DashboardCardWire[]): DashboardCardWire[] {
  const placed: DashboardCardWire[] = []
  for (const card of [...cards].sort((a, b) => a.y - b.y || a.x - b.x)) {
    while (card.y > 0 && !placed.some((other) => overlaps({ ...card, y: card.y - 1 }, other))) card.y -= 1
    placed.push(card)
  }
  return cards
}

/** Where a new card of `w`×`h` goes: below everything there is. */
export function freeSpot(cards: readonly DashboardCardWire[], w: number, h: number): GridBox {
  const bottom = cards.reduce((max, card) => Math.max(max, card.y + card.h), 0)
  return fitBox({ x: 0, y: bottom, w, h })
}

/** The grid's height in rows. */
export function gridRows(cards: readonly DashboardCardWire[]): number {
  return cards.reduce((max, card) => Math.max(max, card.y + card.h), 0)
}

/** A card's box in pixels for a grid `width` pixels wide. */
export function pixelBox(
  box: GridBox,
  width: number,
): { left: number; top: number; width: number; height: number } {
  const column = (width - GRID_GAP * (GRID_COLUMNS - 1)) / GRID_COLUMNS
  return {
    left: box.x * (column + GRID_GAP),
    top: box.y * (ROW_HEIGHT + GRID_GAP),
    width: box.w * column + (box.w - 1) * GRID_GAP,
    height: box.h * ROW_HEIGHT + (box.h - 1) * GRID_GAP,
  }
}

/** A pointer movement of `dx`×`dy` pixels in grid cells (rounded to the nearest cell). */
export function cellsMoved(dx: number, dy: number, width: number): { dx: number; dy: number } {
  const column = (width - GRID_GAP * (GRID_COLUMNS - 1)) / GRID_COLUMNS
  return { dx: Math.round(dx / (column + GRID_GAP)), dy: Math.round(dy / (ROW_HEIGHT + GRID_GAP)) }
}
