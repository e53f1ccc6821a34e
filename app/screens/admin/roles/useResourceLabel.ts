import { useLingui } from '@lingui/react/macro'
import { MENU_CATALOG } from '../../../shell/menu/menuCatalog'
import type { ResourceNode } from './resourceSelection'

/**
 * How a resource is named on screen. Seeded resources carry their English names; while a name is
 * unchanged (the app menu settings screen may rename it) it is shown in the user's language.
 */
export function useResourceLabel(): (node: Pick<ResourceNode, 'resourceCode' | 'name'>) => string {
  const { i18n } = useLingui()
  return (node) => {
    const entry = MENU_CATALOG[node.resourceCode]
    return entry && entry.seededName === node.name ? i18n._(entry.title) : node.name
  }
}
