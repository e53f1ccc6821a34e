import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import { isDrawingMode } from '../../../engine/rules/routes'
import { loadMenus, loadSessionData, menuState } from '../sessionData'
import { Header } from './Header'
import { type Side, SideMenu } from './SideMenu'
import '../../styles/shell/frame.css'

const COLLAPSED_KEY = 'gantry.sideMenu'

/** The user's choice; without one, collapsed on a phone-sized screen, where the menu would cover the page. */
function storedCollapse(): boolean {
  const stored = localStorage.getItem(COLLAPSED_KEY)
  if (stored) return stored === 'collapsed'
  return typeof matchMedia === 'function' && matchMedia('(max-width: 760px)').matches
}

/**
 * The frame of the runtime (/) and design (/design) areas: header, side menu and the screen. In drawing
 * mode (application editor, workflow, industry drawing, about: engine `isDrawingMode`) the side menu
 * steps aside so the canvas has the width. Loads the session's user and menus when they are missing.
 */
export function ShellFrame({ side, children }: { side: Side; children: ReactNode }) {
  const [location] = useLocation()
  const [collapsed, setCollapsed] = useState(storedCollapse)
  const drawing = side === 'design' && isDrawingMode(location)
  const shownSide = useRef(side)
  useEffect(() => {
    if (menuState.status === 'idle') void loadSessionData()
  }, [])
  // Crossing to the other side re-reads the menus: applications started and pages added on the design
  // side are published to the runtime menu and the welcome page at once, not after a reload.
  useEffect(() => {
    if (shownSide.current === side) return
    shownSide.current = side
    if (menuState.status === 'ready') void loadMenus()
  }, [side])
  const toggle = () => {
    setCollapsed((current) => {
      localStorage.setItem(COLLAPSED_KEY, current ? 'expanded' : 'collapsed')
      return !current
    })
  }
  return (
    <div className={`shell shell--${side}`} data-side={side}>
      <Header side={side} />
      <div className="shell__body">
        {drawing ? null : <SideMenu side={side} collapsed={collapsed} onToggle={toggle} />}
        <main className={drawing ? 'shell__content shell__content--drawing' : 'shell__content'}>
          {children}
        </main>
      </div>
    </div>
  )
}
