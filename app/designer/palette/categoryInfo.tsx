import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ComponentType } from 'react'
import type { BuiltinCategory, PluginCategory } from '../../../engine/plugins/pluginCategories'
import {
  BlockIcon,
  ChartIcon,
  ControlIcon,
  FormIcon,
  ShapeIcon,
  SymbolIcon,
  WorkflowIcon,
} from '../chrome/icons'

/** How the palette names and draws a plugin category. */
export interface CategoryInfo {
  title: MessageDescriptor
  Icon: ComponentType<{ size?: number }>
}

/** The built-in categories. */
export const CATEGORY_INFO: Record<BuiltinCategory, CategoryInfo> = {
  chart: { title: msg`Charts`, Icon: ChartIcon },
  form: { title: msg`Form controls`, Icon: FormIcon },
  shape: { title: msg`Graphic shapes`, Icon: ShapeIcon },
  symbol: { title: msg`Equipment symbols`, Icon: SymbolIcon },
  control: { title: msg`Controls`, Icon: ControlIcon },
  workflow: { title: msg`Workflow`, Icon: WorkflowIcon },
}

/**
 * A category's title and icon. Categories are open: one a third-party plugin brings is titled by its
 * manifest's `categoryTitle` (else by its name) and drawn with a generic block.
 */
export function categoryInfo(category: PluginCategory, title?: MessageDescriptor): CategoryInfo {
  if (Object.hasOwn(CATEGORY_INFO, category)) return CATEGORY_INFO[category as BuiltinCategory]
  return { title: title ?? { id: category, message: category }, Icon: BlockIcon }
}
