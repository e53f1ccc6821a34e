import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { PARAMETER_NAME } from '../../../engine/codec/symbolCodec'
import { symbolInfoOf } from '../../../engine/codec/symbolPageDoc'
import { setSymbolFields, setSymbolParameters } from '../../../engine/commands/page/symbol'
import type { PageDoc } from '../../../engine/document/pageDoc'
import type { SymbolParameter, SymbolParameterType } from '../../../engine/document/persisted'
import { Button } from '../../ui'
import { useDesigner } from '../DesignerContext'
import { Group, Row } from './controls'
import { DraftText } from './fields/PropFieldControl'

/**
 * A symbol's own settings, shown when nothing is selected: name, the object template it represents, its
 * size, and its parameters (name, type, range, default) that slots of its parts take values from.
 */
export function SymbolSettings() {
  const { t } = useLingui()
  const { store, refuse } = useDesigner()
  const snap = useSnapshot(store.state)
  const info = symbolInfoOf(snap.doc as PageDoc)
  const patch = (p: Parameters<typeof setSymbolFields.run>[1]['patch'], key: string) => {
    if (store.editor.canRun(setSymbolFields, { patch: p }))
      store.editor.run(setSymbolFields, { patch: p }, { coalesceKey: `symbol:${key}` })
  }
  const size = (key: 'width' | 'height', raw: string) => {
    const value = Math.round(Number(raw))
    if (Number.isFinite(value) && value >= 1 && value <= 4000) patch({ [key]: value }, key)
  }
  return (
    <div data-testid="symbol-settings">
      <Group title={t`Symbol`}>
        <Row label={t`Name`}>
          <DraftText
            aria-label={t`Symbol name`}
            value={info.name}
            commit={(name) => name.trim() && patch({ name: name.trim() }, 'name')}
          />
        </Row>
        <Row label={t`Template`}>
          <DraftText
            aria-label={t`Object template`}
            placeholder={t`None`}
            value={info.templateName}
            commit={(templateName) => patch({ templateName: templateName.trim() }, 'template')}
          />
        </Row>
        <Row label={t`Width`}>
          <DraftText
            aria-label={t`Symbol width`}
            inputMode="decimal"
            value={String(info.width)}
            commit={(raw) => size('width', raw)}
          />
        </Row>
        <Row label={t`Height`}>
          <DraftText
            aria-label={t`Symbol height`}
            inputMode="decimal"
            value={String(info.height)}
            commit={(raw) => size('height', raw)}
          />
        </Row>
      </Group>
      <ParametersEditor
        parameters={info.parameters}
        onChange={(parameters) => {
          if (store.editor.canRun(setSymbolParameters, { parameters }))
            store.editor.run(setSymbolParameters, { parameters })
          else refuse(msg`A parameter of that name exists already`)
        }}
      />
    </div>
  )
}

function ParametersEditor({
  parameters,
  onChange,
}: {
  parameters: readonly SymbolParameter[]
  onChange(next: SymbolParameter[]): void
}) {
  const { t } = useLingui()
  const [name, setName] = useState('')
  const [type, setType] = useState<SymbolParameterType>('number')
  const taken = parameters.some((p) => p.name === name)
  const valid = PARAMETER_NAME.test(name) && !taken
  const problem =
    name === ''
      ? ''
      : taken
        ? t`A parameter of that name exists already`
        : valid
          ? ''
          : t`Letters, digits and _ only, not starting with a digit`
  const replace = (index: number, next: SymbolParameter) =>
    onChange(parameters.map((p, i) => (i === index ? next : { ...p })))
  const add = () => {
    if (!valid) return
    const fresh: SymbolParameter =
      type === 'bool'
        ? { name, type, default: false }
        : type === 'text'
          ? { name, type, default: '' }
          : { name, type, min: 0, max: 100, default: 0 }
    onChange([...parameters.map((p) => ({ ...p })), fresh])
    setName('')
  }
  const typeLabel = { bool: t`On/off`, number: t`Number`, text: t`Text` }
  return (
    <Group title={t`Parameters`}>
      <ul className="symbol-params" data-testid="symbol-parameters">
        {parameters.map((p, index) => (
          <li key={p.name} className="symbol-params__row" data-testid={`parameter-${p.name}`}>
            <div className="symbol-params__head">
              <code>{p.name}</code>
              <span className="insp-muted">{typeLabel[p.type]}</span>
              <Button
                size="sm"
                variant="danger"
                onClick={() => onChange(parameters.filter((_, i) => i !== index).map((q) => ({ ...q })))}
              >
                {t`Remove`}
              </Button>
            </div>
            {p.type === 'number' ? (
              <div className="symbol-params__range">
                <DraftText
                  aria-label={t`${p.name} minimum`}
                  inputMode="decimal"
                  value={p.min === undefined ? '' : String(p.min)}
                  commit={(raw) => {
                    const min = raw.trim() === '' ? undefined : Number(raw)
                    if (min !== undefined && (!Number.isFinite(min) || (p.max !== undefined && min > p.max)))
                      return
                    replace(index, { ...p, min })
                  }}
                />
                <span aria-hidden="true">–</span>
                <DraftText
                  aria-label={t`${p.name} maximum`}
                  inputMode="decimal"
                  value={p.max === undefined ? '' : String(p.max)}
                  commit={(raw) => {
                    const max = raw.trim() === '' ? undefined : Number(raw)
                    if (max !== undefined && (!Number.isFinite(max) || (p.min !== undefined && max < p.min)))
                      return
                    replace(index, { ...p, max })
                  }}
                />
              </div>
            ) : null}
            <Row label={t`Default`}>
              {p.type === 'bool' ? (
                <input
                  type="checkbox"
                  aria-label={t`${p.name} default`}
                  checked={p.default === true}
                  onChange={(e) => replace(index, { ...p, default: e.target.checked })}
                />
              ) : (
                <DraftText
                  aria-label={t`${p.name} default`}
                  inputMode={p.type === 'number' ? 'decimal' : 'text'}
                  value={String(p.default)}
                  commit={(raw) => {
                    if (p.type === 'text') return replace(index, { ...p, default: raw })
                    const value = Number(raw)
                    if (raw.trim() !== '' && Number.isFinite(value)) replace(index, { ...p, default: value })
                  }}
                />
              )}
            </Row>
          </li>
        ))}
      </ul>
      <div className="symbol-params__add">
        <input
          className="insp-input"
          aria-label={t`New parameter name`}
          placeholder={t`New parameter`}
          value={name}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => setName(e.target.value.trim())}
          onKeyDown={(e) => {
            if (e.key === 'Enter') add()
          }}
        />
        <select
          className="insp-input"
          aria-label={t`New parameter type`}
          value={type}
          onChange={(e) => setType(e.target.value as SymbolParameterType)}
        >
          <option value="bool">{typeLabel.bool}</option>
          <option value="number">{typeLabel.number}</option>
          <option value="text">{typeLabel.text}</option>
        </select>
        <Button size="sm" disabled={!valid} onClick={add} data-testid="parameter-add">
          {t`Add`}
        </Button>
      </div>
      {problem ? (
        <p className="insp-error" role="alert">
          {problem}
        </p>
      ) : null}
    </Group>
  )
}
