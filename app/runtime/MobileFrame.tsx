import { useLingui } from '@lingui/react/macro'
import type { CSSProperties, ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { byOrder } from '../../engine/document'
import type { PageDoc } from '../../engine/document/pageDoc'
import { resyncIndex, type StageStore } from '../stage/pageStore'
import type { StageFit } from './RuntimeStage'

interface Props {
  store: StageStore
  /** The stage, given the navigation bar when it scrolls with the page, and how the page fits. */
  children(parts: { header: ReactNode; fit: StageFit }): ReactNode
}

/** How a mobile page's display setting (pageInfo.mobileShowType) fits it to the screen. */
const FITS: Record<string, StageFit> = { auto: 'width', fit: 'screen', scroll: 'none' }

/**
 * A mobile page as a phone shows it (spec S0 §3 pageInfo, S1 §9): the navigation bar with its title and
 * colours, fixed above the page or scrolling away with it, the shown tab's blocks, and a tab bar at the
 * bottom when the page has more than one navigation tab. On a wide screen it keeps a phone's width.
 */
export function MobileFrame({ store, children }: Props) {
  const { t } = useLingui()
  const snap = useSnapshot(store.state)
  const doc = snap.doc as PageDoc
  const { navbar } = doc.pageInfo
  const tabs = byOrder(Object.values(doc.mobileTabs))
  const style = {
    '--navbar-bg': navbar.navbarBgColor || '#ffffff',
    '--navbar-ink': navbar.navbarFront === 'light' ? '#ffffff' : '#1b2430',
  } as CSSProperties
  const bar = (
    <header className="runtime-mobile__navbar" style={style} data-testid="mobile-navbar">
      <h1 className="runtime-mobile__title">{navbar.name || doc.name}</h1>
    </header>
  )
  const fixed = navbar.navbarStyle !== 'static'

  const show = (tabId: string) => {
    if (tabId === store.state.tabId) return
    store.state.tabId = tabId
    resyncIndex(store)
    store.state.camera = { ...store.state.camera, y: 0 }
  }

  return (
    <div className="runtime-mobile" data-testid="mobile-frame">
      {fixed ? bar : null}
      <div className="runtime-mobile__page">
        {children({ header: fixed ? null : bar, fit: FITS[doc.pageInfo.mobileShowType] ?? 'width' })}
      </div>
      {tabs.length > 1 ? (
        <nav className="runtime-mobile__tabs" aria-label={t`Page tabs`} style={style}>
          {tabs.map((tab, index) => (
            <button
              key={tab.id}
              type="button"
              className="runtime-mobile__tab"
              aria-current={tab.id === snap.tabId ? 'page' : undefined}
              onClick={() => show(tab.id)}
            >
              {/^(https?:|data:image\/)/.test(tab.icon) ? (
                <img className="runtime-mobile__icon" src={tab.icon} alt="" />
              ) : null}
              <span>{tab.name || t`Tab ${index + 1}`}</span>
            </button>
          ))}
        </nav>
      ) : null}
    </div>
  )
}
