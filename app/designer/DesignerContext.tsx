import { createContext, useContext } from 'react'
import type { ActionHost } from './actions/action'
import type { DesignerStore } from './state/designerStore'

/** A page of the application, for page pickers (events, page-reference fields). */
export interface PageChoice {
  id: string
  name: string
}

/** A published workflow process of the application, for process pickers. */
export interface ProcessChoice {
  id: number
  name: string
}

/** What the designer's panels and actions need besides the store: the app's pages, save, refusals. */
export interface DesignerHost extends ActionHost {
  store: DesignerStore
  pages: readonly PageChoice[]
  /** The application's published processes (empty where there is no application: a symbol). */
  processes: readonly ProcessChoice[]
  /** The application edited: its static files feed the picture fields' picker. */
  appId?: number
}

const Context = createContext<DesignerHost | null>(null)

export const DesignerProvider = Context.Provider

/** The designer host of the surrounding designer. */
export function useDesigner(): DesignerHost {
  const host = useContext(Context)
  if (!host) throw new Error('useDesigner needs a DesignerProvider')
  return host
}
