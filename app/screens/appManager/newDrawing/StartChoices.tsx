import { useLingui } from '@lingui/react/macro'
import { SYSTEM_TEMPLATE_KINDS, type SystemTemplateKind } from '../../../../engine/templates/systemPages'
import type { TemplateSummary } from '../composeApi'
import { GraphicTemplates } from './GraphicTemplates'
import { StartThumbnail } from './thumbnails'
import { SYSTEM_TEMPLATE_TEXT } from './words'
import './newDrawing.css'

/**
 * Where a new page starts: an empty canvas, a system template, a graphic template (a symbol of the
 * library, placed on the page), or one of the application's templates.
 */
export type StartChoice =
  | { from: 'empty' }
  | { from: 'system'; kind: SystemTemplateKind }
  | { from: 'graphic'; symbolId: number }
  | { from: 'custom'; templateId: number }

export const sameChoice = (a: StartChoice, b: StartChoice) => JSON.stringify(a) === JSON.stringify(b)

interface Props {
  appId: number
  value: StartChoice
  onChange(choice: StartChoice): void
  templates: readonly TemplateSummary[]
}

function Choice({
  selected,
  onSelect,
  thumb,
  name,
  about,
  testId,
}: {
  selected: boolean
  onSelect(): void
  thumb: Parameters<typeof StartThumbnail>[0]['kind']
  name: string
  about?: string
  testId: string
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      className={selected ? 'start-choice start-choice--selected' : 'start-choice'}
      onClick={onSelect}
      data-testid={testId}
      title={about}
    >
      <StartThumbnail kind={thumb} />
      <span className="start-choice__name">{name}</span>
      {about ? <span className="start-choice__about">{about}</span> : null}
    </button>
  )
}

/** The new-drawing dialog's starting points (spec S1 §2), each a card with a picture of what it starts with. */
export function StartChoices({ appId, value, onChange, templates }: Props) {
  const { t, i18n } = useLingui()
  return (
    <div className="start-choices">
      <section className="start-choices__group" aria-label={t`System templates`}>
        <div className="start-choices__heading">{t`Blank and system templates`}</div>
        <div className="start-choices__grid">
          <Choice
            selected={value.from === 'empty'}
            onSelect={() => onChange({ from: 'empty' })}
            thumb="empty"
            name={t`Empty canvas`}
            testId="start-empty"
          />
          {SYSTEM_TEMPLATE_KINDS.map((kind) => (
            <Choice
              key={kind}
              selected={value.from === 'system' && value.kind === kind}
              onSelect={() => onChange({ from: 'system', kind })}
              thumb={kind}
              name={i18n._(SYSTEM_TEMPLATE_TEXT[kind].name)}
              about={i18n._(SYSTEM_TEMPLATE_TEXT[kind].about)}
              testId={`start-system-${kind}`}
            />
          ))}
        </div>
      </section>
      <GraphicTemplates
        appId={appId}
        value={value.from === 'graphic' ? value.symbolId : null}
        onChange={(symbolId) => onChange({ from: 'graphic', symbolId })}
      />
      <section className="start-choices__group" aria-label={t`Custom templates`}>
        <div className="start-choices__heading">{t`Custom templates of this application`}</div>
        {templates.length === 0 ? (
          <div className="start-choices__empty">{t`None yet: save a page as a template to reuse it here.`}</div>
        ) : (
          <div className="start-choices__grid">
            {templates.map((tpl) => (
              <Choice
                key={tpl.id}
                selected={value.from === 'custom' && value.templateId === tpl.id}
                onSelect={() => onChange({ from: 'custom', templateId: tpl.id })}
                thumb="custom"
                name={tpl.name}
                testId={`start-custom-${tpl.id}`}
              />
            ))}
          </div>
        )}
      </section>
    </div>
  )
}
