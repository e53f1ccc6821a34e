import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ComponentType } from 'react'
import type { PluginCategory } from '../../../engine/plugins/pluginCategories'
import { ChartIcon, ControlIcon, FormIcon, ShapeIcon, SymbolIcon, WorkflowIcon } from '../chrome/icons'

/** How the palette names and draws each plugin category. */
export const CATEGORY_INFO: Record<
  PluginCategory,
  { title: MessageDescriptor; Icon: ComponentType<{ size?: number }> }
> = {
  chart: { title: msg`Charts`, Icon: ChartIcon },
  form: { title: msg`Form controls`, Icon: FormIcon },
  shape: { title: msg`Graphic shapes`, Icon: ShapeIcon },
  symbol: { title: msg`Equipment symbols`, Icon: SymbolIcon },
  control: { title: msg`Controls`, Icon: ControlIcon },
  workflow: { title: msg`Workflow`, Icon: WorkflowIcon },
}
