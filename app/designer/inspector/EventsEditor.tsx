import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { setWidgetEvent } from '../../../engine/commands/page/widgets'
import type { WidgetNode } from '../../../engine/document/pageDoc'
import { EVENT_NAMES, type EventAction, type EventName } from '../../../engine/document/persisted'
import type { WidgetPlugin } from '../../../engine/plugins/contract'
import { field } from '../../../engine/plugins/propsSchema'
import { MODAL_DEFAULTS, POPUP_DEFAULTS } from '../../../engine/rules/display'
import { useDesigner } from '../DesignerContext'
import { BindingEditor } from './BindingEditor'

const EVENT_TITLES = {
  noticeOnload: msg`When the page opens`,
  noticeUnload: msg`When the page closes`,
  noticeOnclick: msg`When clicked`,
} satisfies Record<EventName, unknown>

type ActionKind = EventAction['kind']

/** A new action of a kind, with the spec's defaults: pop-up 400 × 400, modal 1024 × 768 titled "Edit". */
export function newAction(kind: ActionKind, editTitle: string): EventAction {
  switch (kind) {
    case 'openPage':
      return { kind, pageId: '', target: 'self' }
    case 'setPropertyValue':
      return { kind, objName: '', propName: '', value: '' }
    case 'openPopup':
      return { kind, pageId: '', width: POPUP_DEFAULTS.width, height: POPUP_DEFAULTS.height, title: '' }
    case 'openModal':
      return {
        kind,
        pageId: '',
        width: MODAL_DEFAULTS.width,
        height: MODAL_DEFAULTS.height,
        title: editTitle,
      }
  }
}

/** Reads what a "set value" box holds: numbers and true/false as such, anything else as text. */
export function parseActionValue(text: string): unknown {
  const trimmed = text.trim()
  if (trimmed === 'true') return true
  if (trimmed === 'false') return false
  if (trimmed !== '' && Number.isFinite(Number(trimmed))) return Number(trimmed)
  return text
}

/** The widget's events (spec S1 §9: noticeOnload, noticeUnload, noticeOnclick), each a list of actions. */
export function EventsEditor({
  node,
  plugin,
}: {
  node: WidgetNode
  plugin: WidgetPlugin<never, unknown> | undefined
}) {
  const { store } = useDesigner()
  const { i18n } = useLingui()
  const offered = plugin?.events ? EVENT_NAMES.filter((name) => name in (plugin.events ?? {})) : EVENT_NAMES
  const save = (event: EventName, actions: EventAction[]) => {
    store.editor.run(
      setWidgetEvent,
      { blockId: store.state.blockId, id: node.id, event, actions },
      { coalesceKey: `${node.id}:event:${event}` },
    )
  }
  return (
    <div className="events">
      {offered.map((event) => (
        <EventSection
          key={event}
          title={i18n._(plugin?.events?.[event]?.label ?? EVENT_TITLES[event])}
          actions={node.events[event] ?? []}
          onChange={(actions) => save(event, actions)}
          testId={`event-${event}`}
        />
      ))}
    </div>
  )
}

function EventSection({
  title,
  actions,
  onChange,
  testId,
}: {
  title: string
  actions: readonly EventAction[]
  onChange(actions: EventAction[]): void
  testId: string
}) {
  const { t, i18n } = useLingui()
  const [adding, setAdding] = useState<ActionKind>('openPage')
  const kinds: { value: ActionKind; label: string }[] = [
    { value: 'openPage', label: t`Open page` },
    { value: 'setPropertyValue', label: t`Set property value` },
    { value: 'openPopup', label: t`Open pop-up window` },
    { value: 'openModal', label: t`Open modal dialog` },
  ]
  const replace = (index: number, action: EventAction) =>
    onChange(actions.map((a, i) => (i === index ? action : a)))
  return (
    <section className="events__section" data-testid={testId}>
      <h4 className="insp-group__title">{title}</h4>
      {actions.length === 0 ? <p className="insp-muted">{t`No actions`}</p> : null}
      {actions.map((action, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: actions have no identity of their own
        <div className="events__action" key={index}>
          <div className="insp-list__head">
            <span>{kinds.find((k) => k.value === action.kind)?.label}</span>
            <button
              type="button"
              className="transform__remove"
              aria-label={t`Remove action`}
              onClick={() => onChange(actions.filter((_, i) => i !== index))}
            >
              ×
            </button>
          </div>
          <ActionFields action={action} onChange={(next) => replace(index, next)} />
        </div>
      ))}
      <div className="events__add">
        <select
          className="insp-input"
          aria-label={t`Action to add`}
          value={adding}
          onChange={(event) => setAdding(event.target.value as ActionKind)}
        >
          {kinds.map((kind) => (
            <option key={kind.value} value={kind.value}>
              {kind.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="insp-list__add"
          onClick={() => onChange([...actions, newAction(adding, i18n._(MODAL_DEFAULTS.titleMessage))])}
        >
          {t`Add action`}
        </button>
      </div>
    </section>
  )
}

const anyField = field.string({ label: { id: 'designer.value', message: 'Value' }, default: '' })

function ActionFields({ action, onChange }: { action: EventAction; onChange(action: EventAction): void }) {
  const { t } = useLingui()
  const { pages } = useDesigner()
  const [picking, setPicking] = useState(false)
  const pagePicker = (pageId: string, set: (pageId: string) => void) => (
    <label className="insp-row">
      <span className="insp-row__label">{t`Page`}</span>
      <select className="insp-input" value={pageId} onChange={(event) => set(event.target.value)}>
        <option value="">{t`(choose a page)`}</option>
        {pages.map((page) => (
          <option key={page.id} value={page.id}>
            {page.name}
          </option>
        ))}
      </select>
    </label>
  )
  const numberRow = (label: string, value: number, set: (n: number) => void) => (
    <label className="insp-row">
      <span className="insp-row__label">{label}</span>
      <input
        className="insp-input"
        inputMode="numeric"
        value={value}
        onChange={(event) => set(Math.max(1, Math.round(Number(event.target.value) || 1)))}
      />
    </label>
  )
  switch (action.kind) {
    case 'openPage':
      return (
        <>
          {pagePicker(action.pageId, (pageId) => onChange({ ...action, pageId }))}
          <label className="insp-row">
            <span className="insp-row__label">{t`Open in`}</span>
            <select
              className="insp-input"
              value={action.target}
              onChange={(event) =>
                onChange({ ...action, target: event.target.value as typeof action.target })
              }
            >
              <option value="self">{t`This window`}</option>
              <option value="popup">{t`Pop-up window`}</option>
              <option value="modal">{t`Modal dialog`}</option>
            </select>
          </label>
        </>
      )
    case 'openPopup':
    case 'openModal':
      return (
        <>
          {pagePicker(action.pageId, (pageId) => onChange({ ...action, pageId }))}
          {numberRow(t`Width`, action.width, (width) => onChange({ ...action, width }))}
          {numberRow(t`Height`, action.height, (height) => onChange({ ...action, height }))}
          <label className="insp-row">
            <span className="insp-row__label">{t`Title`}</span>
            <input
              className="insp-input"
              value={action.title}
              onChange={(event) => onChange({ ...action, title: event.target.value })}
            />
          </label>
        </>
      )
    case 'setPropertyValue':
      return (
        <>
          <div className="insp-row">
            <span className="insp-row__label">{t`Property`}</span>
            <button type="button" className="events__pick" onClick={() => setPicking(true)}>
              {action.objName ? `${action.objName}.${action.propName}` : t`Choose…`}
            </button>
          </div>
          <label className="insp-row">
            <span className="insp-row__label">{t`Value`}</span>
            <input
              className="insp-input"
              value={String(action.value ?? '')}
              onChange={(event) => onChange({ ...action, value: parseActionValue(event.target.value) })}
            />
          </label>
          <BindingEditor
            open={picking}
            pickOnly
            title={t`Choose the property to set`}
            propLabel=""
            field={anyField}
            binding={action.objName ? { objName: action.objName, propName: action.propName } : undefined}
            onClose={() => setPicking(false)}
            onApply={(binding) => {
              setPicking(false)
              if (binding) onChange({ ...action, objName: binding.objName, propName: binding.propName })
            }}
          />
        </>
      )
  }
}
