import type { MessageDescriptor } from '@lingui/core'
import { createContext, useContext } from 'react'
import type { DesignerStore } from './state/designerStore'

/** A page of the application, for page pickers (events, page-reference fields). */
export interface PageChoice {
  id: string
  name: string
}

/** What the designer's panels need besides the store: the app's pages and a way to show a refusal. */
export interface DesignerHost {
  store: DesignerStore
  pages: readonly PageChoice[]
  refuse(reason: MessageDescriptor): void
}

const Context = createContext<DesignerHost | null>(null)

export const DesignerProvider = Context.Provider

/** The designer host of the surrounding designer. */
export function useDesigner(): DesignerHost {
  const host = useContext(Context)
  if (!host) throw new Error('useDesigner needs a DesignerProvider')
  return host
}
