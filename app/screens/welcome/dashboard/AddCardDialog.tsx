import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button, FormRow, Modal, NumberField, Select, TextField } from '../../../ui'
import { AreaPicker } from '../../factory/AreaPicker'
import { type CardInput, type CardKind, cardProblems } from './cardKinds'

/** A runtime page the user may open, for a page card. */
export interface PageChoice {
  path: string
  name: string
}

const EMPTY: CardInput = {
  kind: 'value',
  title: '',
  objName: '',
  propName: '',
  objects: [],
  unit: '',
  min: 0,
  max: 100,
  path: '',
  pageName: '',
}

/** Asks what the new card shows; `onAdd` gets the answers once they make a card. */
export function AddCardDialog({
  pages,
  onAdd,
  onClose,
}: {
  pages: readonly PageChoice[]
  onAdd(input: CardInput): void
  onClose(): void
}) {
  const { t } = useLingui()
  const [input, setInput] = useState<CardInput>(EMPTY)
  const [objectsText, setObjectsText] = useState('')
  const [tried, setTried] = useState(false)
  const set = (patch: Partial<CardInput>) => setInput((current) => ({ ...current, ...patch }))
  const problems = tried ? cardProblems(input) : {}
  const kinds: { value: CardKind; label: string }[] = [
    { value: 'value', label: t`A value (gauge)` },
    { value: 'trend', label: t`A trend` },
    { value: 'alarms', label: t`Current alarms` },
    { value: 'todos', label: t`My to-dos` },
    { value: 'page', label: t`A runtime page` },
  ]
  function add() {
    setTried(true)
    if (Object.keys(cardProblems(input)).length === 0) onAdd(input)
  }
  const bindsProperty = input.kind === 'value' || input.kind === 'trend'
  return (
    <Modal
      open
      onClose={onClose}
      title={t`Add a card`}
      width={560}
      height={620}
      footer={
        <>
          <Button onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="primary" onClick={add} data-testid="dashboard-add-confirm">
            <Trans>Add</Trans>
          </Button>
        </>
      }
    >
      <div className="dashboard-form">
        <Select
          id="card-kind"
          label={t`Card`}
          value={input.kind}
          options={kinds}
          onChange={(kind) => set({ kind })}
        />
        <TextField
          id="card-title"
          label={t`Title`}
          value={input.title}
          onChange={(title) => set({ title })}
        />
        {bindsProperty ? (
          <FormRow>
            <TextField
              id="card-object"
              label={t`Object`}
              value={input.objName}
              onChange={(objName) => set({ objName: objName.trim() })}
              error={problems.object ? t`Name the object and its property.` : undefined}
            />
            <TextField
              id="card-property"
              label={t`Property`}
              value={input.propName}
              onChange={(propName) => set({ propName: propName.trim() })}
            />
          </FormRow>
        ) : null}
        {bindsProperty ? (
          <TextField id="card-unit" label={t`Unit`} value={input.unit} onChange={(unit) => set({ unit })} />
        ) : null}
        {input.kind === 'value' ? (
          <FormRow>
            <NumberField
              id="card-min"
              label={t`Minimum`}
              value={input.min}
              onChange={(min) => set({ min: min ?? 0 })}
            />
            <NumberField
              id="card-max"
              label={t`Maximum`}
              value={input.max}
              onChange={(max) => set({ max: max ?? 0 })}
              error={problems.min ? t`The maximum must be above the minimum.` : undefined}
            />
          </FormRow>
        ) : null}
        {input.kind === 'alarms' ? (
          <AreaPicker
            onPick={(objects, areaName) => {
              setObjectsText(objects.join(', '))
              setInput((current) => ({
                ...current,
                objects,
                title: current.title || t`${areaName} alarms`,
              }))
            }}
          />
        ) : null}
        {input.kind === 'alarms' ? (
          <TextField
            id="card-objects"
            label={t`Objects (separated by commas)`}
            value={objectsText}
            onChange={(text) => {
              setObjectsText(text)
              set({ objects: [...new Set(text.split(/[,，\s]+/).filter(Boolean))] })
            }}
            hint={t`The current alarms of these objects: an area's, filled in when one is chosen, or typed.`}
            error={problems.object ? t`Name at least one object.` : undefined}
          />
        ) : null}
        {input.kind === 'page' ? (
          <Select
            id="card-page"
            label={t`Page`}
            value={input.path}
            options={pages.map((page) => ({ value: page.path, label: page.name }))}
            onChange={(path) => set({ path, pageName: pages.find((page) => page.path === path)?.name ?? '' })}
            placeholder={t`Choose a page`}
            error={
              problems.page
                ? pages.length === 0
                  ? t`No runtime pages are published to you.`
                  : t`Choose a page.`
                : undefined
            }
          />
        ) : null}
      </div>
    </Modal>
  )
}
