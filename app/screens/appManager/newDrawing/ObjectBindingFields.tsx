import { useLingui } from '@lingui/react/macro'
import { MAX_INSTANCES, type SystemTemplateKind } from '../../../../engine/templates/systemPages'
import { Checkbox, Select } from '../../../ui'
import type { ObjectSummary, TemplateSummary } from '../../objectModels/common/modelApi'

interface Props {
  kind: SystemTemplateKind
  templates: readonly TemplateSummary[]
  templateName: string
  onTemplate(name: string): void
  instances: readonly ObjectSummary[]
  chosen: readonly string[]
  onChosen(names: string[]): void
}

/** What a system page binds to: an object template and the instances of it the page shows. */
export function ObjectBindingFields({
  kind,
  templates,
  templateName,
  onTemplate,
  instances,
  chosen,
  onChosen,
}: Props) {
  const { t } = useLingui()
  const max = MAX_INSTANCES[kind]
  const toggle = (name: string, on: boolean) =>
    onChosen(on ? [...chosen, name] : chosen.filter((n) => n !== name))
  return (
    <div className="start-binding">
      <Select<string>
        id="start-object-template"
        label={t`Object template`}
        value={templateName}
        onChange={onTemplate}
        placeholder={t`Choose an object template`}
        options={templates.map((tpl) => ({
          value: tpl.name,
          label: tpl.showName ? `${tpl.showName} (${tpl.name})` : tpl.name,
        }))}
      />
      {templateName ? (
        <>
          <span className="start-binding__label">
            {max === 1 ? t`Instance (one)` : t`Instances (at most ${max})`}
          </span>
          {instances.length === 0 ? (
            <div className="start-choices__empty">{t`This object template has no instances yet.`}</div>
          ) : (
            <div className="start-binding__units" data-testid="start-instances">
              {instances.map((o) => (
                <Checkbox
                  key={o.name}
                  id={`start-unit-${o.name}`}
                  label={o.showName ? `${o.showName} (${o.name})` : o.name}
                  checked={chosen.includes(o.name)}
                  onChange={(on) => (max === 1 ? onChosen(on ? [o.name] : []) : toggle(o.name, on))}
                />
              ))}
            </div>
          )}
        </>
      ) : null}
    </div>
  )
}
