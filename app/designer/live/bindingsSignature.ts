import type { PageDoc } from '../../../engine/document/pageDoc'
import { listWidgets } from '../../../engine/document/widgetStore'

/** What the page binds, as one string: live values follow a new one, not every move or resize. */
export function bindingsSignature(doc: PageDoc): string {
  const parts: string[] = []
  for (const node of Object.values(doc.blocks).flatMap((block) => listWidgets(block.widgets))) {
    for (const prop in node.bindings) {
      const binding = node.bindings[prop]
      if (binding?.objName && binding.propName)
        parts.push(
          `${node.id}.${prop}=${binding.objName}.${binding.propName}|${JSON.stringify(binding.transform ?? null)}`,
        )
    }
  }
  return parts.sort().join('\n')
}
