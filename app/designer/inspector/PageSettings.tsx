import { useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { EDIT_LABELS } from '../../../engine/commands/labels'
import {
  addMobileTab,
  ensureLayoutBlock,
  layoutTabOf,
  MOBILE_TABS_MAX,
  removeMobileTab,
  setPageConfig,
  setPageInfo,
} from '../../../engine/commands/page/blocks'
import { createId } from '../../../engine/document/ids'
import { byOrder } from '../../../engine/document/orderKey'
import type { PageDoc } from '../../../engine/document/pageDoc'
import type { BackgroundMode, Orientation, PageTheme } from '../../../engine/document/persisted'
import { withValues } from '../../../engine/messages'
import { MOBILE_NAV_MESSAGES } from '../../../engine/rules/display'
import { Button } from '../../ui'
import { useDesigner } from '../DesignerContext'
import { firstBlockArgs } from '../state/actions'
import { showPlatform } from '../state/view'
import { Choice, Group, Row, Segmented } from './controls'
import { DraftText } from './fields/PropFieldControl'
import { useBackgroundOptions, useOrientationOptions, useThemeOptions } from './options'

/**
 * Page settings (spec S1 §9 "Page settings"): PC or mobile, page width, background, screen orientation;
 * for mobile the navigation bar and the navigation tabs (1 to 5, the last cannot be deleted).
 */
export function PageSettings() {
  const { t, i18n } = useLingui()
  const { store, refuse } = useDesigner()
  const snap = useSnapshot(store.state)
  const doc = snap.doc as PageDoc
  const { pageConfig, pageInfo } = doc
  const backgrounds = useBackgroundOptions()
  const orientations = useOrientationOptions()
  const themes = useThemeOptions()
  const config = (patch: Parameters<typeof setPageConfig.run>[1]['patch'], key: string) =>
    store.editor.run(setPageConfig, { patch }, { coalesceKey: `page:${key}` })
  const info = (patch: Parameters<typeof setPageInfo.run>[1]['patch'], key: string) =>
    store.editor.run(setPageInfo, { patch }, { coalesceKey: `page:${key}` })
  const tabs = byOrder(Object.values(doc.mobileTabs))
  const mobile = pageInfo.platformType === 'mobile'

  // A page switched to Mobile gets its first block there in the same step: an empty phone sheet took no
  // widgets (issue 19).
  const setPlatform = (platform: 'PC' | 'mobile') => {
    const firstBlock = platform === 'mobile' ? firstBlockArgs(store, 'mobile') : null
    store.editor.transact(EDIT_LABELS.pageSettings, (tx) => {
      tx.run(setPageInfo, { patch: { platformType: platform } })
      tx.run(setPageConfig, { patch: { platformLayoutType: platform } })
      if (firstBlock) tx.run(ensureLayoutBlock, firstBlock)
    })
    const tabId = firstBlock ? layoutTabOf(store.state.doc, firstBlock.tabId) : undefined
    showPlatform(store, platform === 'mobile' ? 'mobile' : 'pc', tabId)
  }

  const addTab = () => {
    if (tabs.length >= MOBILE_TABS_MAX) {
      refuse(withValues(MOBILE_NAV_MESSAGES.full, { num: MOBILE_TABS_MAX }))
      return
    }
    const id = createId('tab-', 6)
    store.editor.run(addMobileTab, { id, name: t`Tab ${tabs.length + 1}` })
  }

  const removeTab = (id: string) => {
    if (!store.editor.canRun(removeMobileTab, { id })) {
      refuse(MOBILE_NAV_MESSAGES.last)
      return
    }
    store.editor.run(removeMobileTab, { id })
  }

  return (
    <div data-testid="page-settings">
      <Group title={t`Page`}>
        <Row label={t`Name`}>
          <span className="insp-static">{doc.name}</span>
        </Row>
        <Row label={t`Platform`}>
          <Segmented
            label={t`Platform`}
            value={pageInfo.platformType}
            options={[
              { value: 'PC', label: t`PC` },
              { value: 'mobile', label: t`Mobile` },
            ]}
            onChange={setPlatform}
          />
        </Row>
        <Row label={t`Width`}>
          <span className="insp-number">
            <DraftText
              aria-label={t`Page width`}
              inputMode="decimal"
              value={String(pageConfig.lwValue)}
              commit={(raw) => {
                const value = Math.round(Number(raw))
                if (raw.trim() !== '' && Number.isFinite(value) && value >= 0 && value <= 20000) {
                  config({ lwValue: value, lwType: value > 0 ? '2' : '1' }, 'width')
                }
              }}
            />
            <span className="insp-number__unit">{pageConfig.lwValue > 0 ? 'px' : t`adapts`}</span>
          </span>
        </Row>
        <Row label={t`Orientation`}>
          <Choice<Orientation>
            label={t`Screen orientation`}
            value={pageConfig.screenOrientation}
            options={orientations}
            onChange={(screenOrientation) => config({ screenOrientation }, 'orientation')}
            testId="page-orientation"
          />
        </Row>
        <Row label={t`Runtime look`}>
          <Choice<PageTheme>
            label={t`Runtime look`}
            value={pageConfig.theme ?? 'app'}
            options={themes}
            onChange={(theme) => config({ theme }, 'theme')}
            testId="page-theme"
          />
        </Row>
      </Group>
      <Group title={t({ message: 'Background', context: 'designer settings group' })}>
        <Row label={t`Mode`}>
          <Choice<BackgroundMode>
            label={t`Background mode`}
            value={pageConfig.background.mode}
            options={backgrounds}
            onChange={(mode) => config({ background: { ...pageConfig.background, mode } }, 'bg-mode')}
          />
        </Row>
        <Row label={t`Colour`}>
          <span className="insp-color">
            <input
              type="color"
              className="insp-color__swatch"
              aria-label={t`Page background colour`}
              value={
                /^#[0-9a-f]{6}$/i.test(pageConfig.background.color) ? pageConfig.background.color : '#ffffff'
              }
              onChange={(event) =>
                config({ background: { ...pageConfig.background, color: event.target.value } }, 'bg-color')
              }
            />
            <DraftText
              aria-label={t`Page background colour`}
              value={pageConfig.background.color}
              commit={(color) => config({ background: { ...pageConfig.background, color } }, 'bg-color')}
            />
          </span>
        </Row>
        <Row label={t`Image`}>
          <DraftText
            aria-label={t`Page background image`}
            value={pageConfig.background.image}
            placeholder="https://…"
            commit={(image) => config({ background: { ...pageConfig.background, image } }, 'bg-image')}
          />
        </Row>
      </Group>
      {mobile ? (
        <>
          <Group title={t`Mobile navigation bar`}>
            <Row label={t`Title`}>
              <DraftText
                aria-label={t`Navigation bar title`}
                value={pageInfo.navbar.name}
                commit={(name) => info({ navbar: { name } }, 'navbar-name')}
              />
            </Row>
            <Row label={t`Style`}>
              <Choice
                label={t`Navigation bar style`}
                value={pageInfo.navbar.navbarStyle}
                options={[
                  { value: 'fixed', label: t`Fixed` },
                  { value: 'static', label: t`Scrolls with the page` },
                ]}
                onChange={(navbarStyle) => info({ navbar: { navbarStyle } }, 'navbar-style')}
              />
            </Row>
            <Row label={t`Text`}>
              <Choice
                label={t`Navigation bar text colour`}
                value={pageInfo.navbar.navbarFront}
                options={[
                  { value: 'dark', label: t`Dark` },
                  { value: 'light', label: t`Light` },
                ]}
                onChange={(navbarFront) => info({ navbar: { navbarFront } }, 'navbar-front')}
              />
            </Row>
            <Row label={t`Colour`}>
              <span className="insp-color">
                <input
                  type="color"
                  className="insp-color__swatch"
                  aria-label={t`Navigation bar colour`}
                  value={
                    /^#[0-9a-f]{6}$/i.test(pageInfo.navbar.navbarBgColor)
                      ? pageInfo.navbar.navbarBgColor
                      : '#ffffff'
                  }
                  onChange={(event) => info({ navbar: { navbarBgColor: event.target.value } }, 'navbar-bg')}
                />
                <DraftText
                  aria-label={t`Navigation bar colour`}
                  value={pageInfo.navbar.navbarBgColor}
                  commit={(navbarBgColor) => info({ navbar: { navbarBgColor } }, 'navbar-bg')}
                />
              </span>
            </Row>
            <Row label={t`Display`}>
              <Choice
                label={t`Mobile display`}
                value={pageInfo.mobileShowType}
                options={[
                  { value: 'auto', label: t`Auto` },
                  { value: 'scroll', label: t`Scroll` },
                  { value: 'fit', label: t`Fit screen` },
                ]}
                onChange={(mobileShowType) => info({ mobileShowType }, 'mobile-show')}
              />
            </Row>
          </Group>
          <Group
            title={t`Navigation tabs (${tabs.length}/${MOBILE_TABS_MAX})`}
            actions={
              <Button size="sm" variant="ghost" onClick={addTab} disabled={tabs.length >= MOBILE_TABS_MAX}>
                {t`Add`}
              </Button>
            }
          >
            <ul className="insp-tabs">
              {tabs.map((tab, index) => (
                <li key={tab.id} className={tab.id === snap.tabId ? 'is-current' : ''}>
                  <button
                    type="button"
                    className="insp-tabs__name"
                    onClick={() => showPlatform(store, 'mobile', tab.id)}
                  >
                    {tab.name || t`Tab ${index + 1}`}
                  </button>
                  <button
                    type="button"
                    className="transform__remove"
                    aria-label={t`Delete tab`}
                    disabled={tabs.length <= 1}
                    title={tabs.length <= 1 ? i18n._(MOBILE_NAV_MESSAGES.last) : undefined}
                    onClick={() => removeTab(tab.id)}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          </Group>
        </>
      ) : null}
    </div>
  )
}
