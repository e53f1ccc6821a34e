import { Trans, useLingui } from '@lingui/react/macro'
import { type PointerEvent as ReactPointerEvent, useCallback, useEffect, useRef, useState } from 'react'
import type { DashboardCardWire } from '../../../../engine/document/persisted'
import { useElementSize } from '../../../../plugins/shared/useElementSize'
import { Button, IconButton, notify } from '../../../ui'
import { CloseIcon, PlusIcon } from '../../../ui/icons'
import { AddCardDialog, type PageChoice } from './AddCardDialog'
import { CARD_KINDS, type CardInput, cardFor } from './cardKinds'
import { loadDashboard, saveDashboard, WELCOME_DASHBOARD } from './dashboardApi'
import {
  cellsMoved,
  freeSpot,
  GRID_GAP,
  type GridBox,
  gridRows,
  pixelBox,
  placeCard,
  ROW_HEIGHT,
} from './dashboardGrid'
import { PageThumbnail } from './PageThumbnail'
import { PluginCard } from './PluginCard'
import { TodosCard } from './TodosCard'
import './dashboard.css'

/** The card being dragged or resized, and where it would land. */
interface Gesture {
  id: string
  mode: 'move' | 'resize'
  startX: number
  startY: number
  from: GridBox
  to: GridBox
}

/** Height of a card's grip bar, which the plugin's view (titled by itself) does not get. */
const CARD_HEAD = 22

/**
 * The user's own dashboard on the welcome page: cards (a gauge, a trend, current alarms, a runtime page)
 * drawn by the existing plugins, dragged by their title bar and resized by their corner on a 12-column
 * grid, saved per user (`/api/auth/user/config/dashboard`, mkey `welcome`) after each change.
 */
export function PersonalDashboard({ pages }: { pages: readonly PageChoice[] }) {
  const { t } = useLingui()
  const [cards, setCards] = useState<DashboardCardWire[] | null>(null)
  const version = useRef(0)
  const [adding, setAdding] = useState(false)
  const [gesture, setGesture] = useState<Gesture | null>(null)
  const gridRef = useRef<HTMLDivElement>(null)
  const { width } = useElementSize(gridRef, { width: 1100, height: 0 })

  const reload = useCallback(async () => {
    const result = await loadDashboard(WELCOME_DASHBOARD)
    if (!result.ok) return
    version.current = result.data.version
    setCards(result.data.cards)
  }, [])
  useEffect(() => {
    void reload()
  }, [reload])

  async function save(next: DashboardCardWire[]) {
    const before = cards
    setCards(next)
    const result = await saveDashboard(WELCOME_DASHBOARD, next, version.current)
    if (result.ok) {
      version.current = result.data.version
      return
    }
    // Changed in another window (409): show what is saved there rather than overwrite it.
    if (result.status === 409) await reload()
    else setCards(before)
  }

  function add(input: CardInput) {
    const list = cards ?? []
    const { w, h } = CARD_KINDS[input.kind]
    const card = cardFor(input, `card-${Date.now().toString(36)}`, freeSpot(list, w, h))
    setAdding(false)
    void save([...list, card])
    notify.success(t`Card added`)
  }

  function start(event: ReactPointerEvent, card: DashboardCardWire, mode: Gesture['mode']) {
    if (event.button !== 0) return
    event.preventDefault()
    event.currentTarget.setPointerCapture(event.pointerId)
    const from = { x: card.x, y: card.y, w: card.w, h: card.h }
    setGesture({ id: card.id, mode, startX: event.clientX, startY: event.clientY, from, to: from })
  }
  function move(event: ReactPointerEvent) {
    if (!gesture) return
    const { dx, dy } = cellsMoved(event.clientX - gesture.startX, event.clientY - gesture.startY, width)
    const { from } = gesture
    const to =
      gesture.mode === 'move'
        ? { ...from, x: from.x + dx, y: from.y + dy }
        : { ...from, w: from.w + dx, h: from.h + dy }
    setGesture({ ...gesture, to })
  }
  function end() {
    if (!gesture || !cards) return
    setGesture(null)
    const { from, to } = gesture
    if (from.x === to.x && from.y === to.y && from.w === to.w && from.h === to.h) return
    void save(placeCard(cards, gesture.id, to))
  }

  if (!cards) return null
  // While a gesture runs, the cards show where they would go.
  const shown = gesture ? placeCard(cards, gesture.id, gesture.to) : cards
  const rows = Math.max(gridRows(shown), 2)
  return (
    <section className="dashboard" data-testid="dashboard">
      <div className="dashboard__head">
        <h2 className="welcome__section-title">
          <Trans>My dashboard</Trans>
        </h2>
        <Button icon={<PlusIcon size={16} />} onClick={() => setAdding(true)} data-testid="dashboard-add">
          <Trans>Add card</Trans>
        </Button>
      </div>
      <div
        ref={gridRef}
        className="dashboard__grid"
        style={{ height: rows * ROW_HEIGHT + (rows - 1) * GRID_GAP }}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      >
        {shown.length === 0 ? (
          <p className="dashboard__empty">
            <Trans>Add cards to keep the values, trends, alarms and pages you watch in one place.</Trans>
          </p>
        ) : null}
        {shown.map((card) => {
          const box = pixelBox(card, width)
          const title = typeof card.props.title === 'string' ? card.props.title : ''
          return (
            <article
              key={card.id}
              className={`dashboard-card${gesture?.id === card.id ? ' dashboard-card--active' : ''}`}
              style={box}
              data-testid="dashboard-card"
              data-card={card.id}
              data-box={`${card.x},${card.y},${card.w},${card.h}`}
            >
              <header
                className="dashboard-card__head"
                title={t`Drag to move`}
                onPointerDown={(event) => start(event, card, 'move')}
              >
                <span className="dashboard-card__grip" aria-hidden="true" />
                <IconButton
                  label={t`Remove card`}
                  onPointerDown={(event) => event.stopPropagation()}
                  onClick={() => void save(cards.filter((other) => other.id !== card.id))}
                >
                  <CloseIcon size={14} />
                </IconButton>
              </header>
              <div className="dashboard-card__body">
                {card.type === CARD_KINDS.page.type ? (
                  <PageThumbnail path={String(card.props.path ?? '')} title={title} />
                ) : card.type === CARD_KINDS.todos.type ? (
                  <TodosCard title={title} />
                ) : (
                  <PluginCard
                    card={card}
                    width={Math.floor(box.width)}
                    height={Math.floor(box.height - CARD_HEAD)}
                  />
                )}
              </div>
              <span
                className="dashboard-card__resize"
                role="presentation"
                data-testid="dashboard-card-resize"
                onPointerDown={(event) => start(event, card, 'resize')}
              />
            </article>
          )
        })}
      </div>
      {adding ? <AddCardDialog pages={pages} onAdd={add} onClose={() => setAdding(false)} /> : null}
    </section>
  )
}
