/**
 * A placed library symbol's instance (issue 23, faceplates): choosing an instance binds every parameter
 * of the symbol to the instance's property of the same name at once; bindings of names the symbol no
 * longer declares go. Pure over the widget node, so the designer runs it as one undo entry.
 */
import type { Binding, SymbolParameter } from '../../document/persisted.ts'

/** The bindings of a placed symbol bound to `instance` ('' unbinds every parameter). */
export function instanceBindings(
  parameters: readonly SymbolParameter[],
  instance: string,
): Record<string, Binding | null> {
  const out: Record<string, Binding | null> = {}
  for (const parameter of parameters)
    out[parameter.name] = instance ? { objName: instance, propName: parameter.name } : null
  return out
}

/** Bindings to drop from a placed symbol: keys that are not one of its parameters. */
export function staleBindings(
  bindings: Readonly<Record<string, Binding>>,
  parameters: readonly SymbolParameter[],
): string[] {
  const names = new Set(parameters.map((p) => p.name))
  return Object.keys(bindings).filter((key) => !names.has(key))
}
