/** The cascader's levels, without a browser. */
import { type ChoiceOption, childrenOf } from '../shared/options.ts'

/** The option lists of each level along `path`: the top level, then the children of each chosen value. */
export function levelsOf(options: readonly ChoiceOption[], path: readonly string[]): ChoiceOption[][] {
  const levels = [childrenOf(options, '')]
  for (const value of path) {
    const next = childrenOf(options, value)
    if (next.length === 0) break
    levels.push(next)
  }
  return levels
}

/** The path after choosing `value` at `level`: the deeper choices are dropped. */
export function choose(path: readonly string[], level: number, value: string): string[] {
  return [...path.slice(0, level), value]
}

/** Whether the path ends on a leaf (a complete choice). */
export function isComplete(options: readonly ChoiceOption[], path: readonly string[]): boolean {
  const last = path[path.length - 1]
  return last !== undefined && childrenOf(options, last).length === 0
}
