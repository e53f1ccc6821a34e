import type { LinkPageUrl } from '../../../engine/document/persisted'
import { type MenuResource, readResourceGroups, readResourceSettings } from '../../../engine/rules/menus'

/** One resource a link page can open: its code and where it sits ("Boiler house / Area A / Overview"). */
export interface LinkTarget {
  code: string
  label: string
}

/** Which group of the resource tree holds each link type (spec S1: resource types app, business, system). */
const GROUP_OF = { app: 'application', business: 'report', system: 'design' } as const

/**
 * The resources of one link type the user's tree holds, depth first. Applications, folders and pages
 * are all targets (a folder opens its first page); a system function is one only with a route of its
 * own, since the runtime opens nothing else for it (engine resolveRuntimeEntry).
 */
export function linkTargets(tree: readonly MenuResource[], type: LinkPageUrl['resourceType']): LinkTarget[] {
  const targets: LinkTarget[] = []
  const visit = (resources: readonly MenuResource[], path: string) => {
    for (const resource of resources) {
      if (typeof resource?.resourceCode !== 'string') continue
      const label = path ? `${path} / ${resource.name}` : String(resource.name ?? resource.resourceCode)
      const opens = type !== 'system' || readResourceSettings(resource.resource).url !== ''
      if (opens && resource.granted !== false) targets.push({ code: resource.resourceCode, label })
      visit(Array.isArray(resource.childResources) ? resource.childResources : [], label)
    }
  }
  visit(readResourceGroups(tree)[GROUP_OF[type]], '')
  return targets
}
