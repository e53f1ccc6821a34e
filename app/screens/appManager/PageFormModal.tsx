import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useState } from 'react'
import type { LinkPageUrl } from '../../../engine/document/persisted'
import { MESSAGES } from '../../../engine/rules/responses'
import { instantiateSystemTemplate, systemTemplateProblem } from '../../../engine/templates/systemPages'
import { Button, InlineNotice, Modal, Select, TextField } from '../../ui'
import { createPage, type PageSummary, type TemplateSummary } from './composeApi'
import { LinkTargetFields, linkCodeProblem, useResourceTree } from './LinkTargetFields'
import { startPageWithSymbol } from './newDrawing/graphicTemplates'
import { ObjectBindingFields } from './newDrawing/ObjectBindingFields'
import { type StartChoice, StartChoices } from './newDrawing/StartChoices'
import { useObjectBinding } from './newDrawing/useObjectBinding'
import { PAGE_WORDS, PROBLEM_TEXT } from './newDrawing/words'

interface Props {
  open: boolean
  appId: number
  parentId: number | null
  pages: readonly PageSummary[]
  templates: readonly TemplateSummary[]
  onClose(): void
  onCreated(page: PageSummary): void
}

type PageType = 1 | 2 | 3

/**
 * A new page: a normal page (type 1, with a first free block), an inner link to another page of the
 * application (type 2), or a link to an application, business or system resource (type 3, url JSON
 * {resourceType, resourceCode}). A normal page starts from an empty canvas, a system template bound to
 * an object template's instances, a graphic template (a library symbol, placed when the editor opens the
 * page), or one of the application's page templates (the new-drawing dialog of spec S1 §2). Spec S0 §4: adding succeeds only when the answer carries a Location.
 */
export function PageFormModal({ open, appId, parentId, pages, templates, onClose, onCreated }: Props) {
  const { t, i18n } = useLingui()
  const [name, setName] = useState('')
  const [type, setType] = useState<PageType>(1)
  const [start, setStart] = useState<StartChoice>({ from: 'empty' })
  const [objectTemplate, setObjectTemplate] = useState('')
  const [chosen, setChosen] = useState<string[]>([])
  const system = open && type === 1 && start.from === 'system'
  const binding = useObjectBinding(system, objectTemplate)
  const [target, setTarget] = useState('')
  const [link, setLink] = useState<LinkPageUrl>({ resourceType: 'app', resourceCode: '' })
  const { resourceType, resourceCode } = link
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const tree = useResourceTree()
  useEffect(() => {
    if (!open) return
    setName('')
    setType(1)
    setStart({ from: 'empty' })
    setObjectTemplate('')
    setChosen([])
    setTarget('')
    setLink({ resourceType: 'app', resourceCode: '' })
    setError('')
  }, [open])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (name.trim() === '') return setError(t`Please enter a name.`)
    if (type === 2 && !target) return setError(t`Choose the page to link to.`)
    if (type === 3 && resourceCode.trim() === '') return setError(t`Enter the resource code.`)
    const codeProblem = type === 3 ? linkCodeProblem(tree, resourceType, resourceCode) : null
    if (codeProblem) return setError(i18n._(codeProblem))
    const url =
      type === 2
        ? JSON.stringify({ resourceType: 'app', resourceCode: target })
        : type === 3
          ? JSON.stringify({ resourceType, resourceCode: resourceCode.trim() })
          : undefined
    let documents = {}
    if (type === 1 && start.from === 'system') {
      if (!objectTemplate) return setError(t`Choose the object template the page shows.`)
      const input = {
        title: binding.templates.find((tpl) => tpl.name === objectTemplate)?.showName || objectTemplate,
        properties: binding.properties,
        // In the list's order, so the page shows the units as the user sees them here.
        instances: binding.instances
          .filter((o) => chosen.includes(o.name))
          .map((o) => ({ name: o.name, showName: o.showName })),
      }
      const problem = systemTemplateProblem(start.kind, input)
      if (problem) return setError(i18n._(PROBLEM_TEXT[problem]))
      const words = Object.fromEntries(
        Object.entries(PAGE_WORDS).map(([key, text]) => [key, i18n._(text)]),
      ) as Record<keyof typeof PAGE_WORDS, string>
      documents = instantiateSystemTemplate(start.kind, input, words)
    }
    setBusy(true)
    const result = await createPage({
      appId,
      parentId,
      name: name.trim(),
      type,
      ...(url ? { url } : {}),
      ...(type === 1 && start.from === 'custom' ? { templateId: start.templateId } : {}),
      ...documents,
    })
    setBusy(false)
    if (result.ok && result.status === 201 && result.location) {
      // The editor places the symbol when it opens the new page; the user saves it as any change.
      if (type === 1 && start.from === 'graphic') startPageWithSymbol(result.data.id, start.symbolId)
      onCreated(result.data)
      return
    }
    setError(!result.ok && result.message ? result.message : i18n._(MESSAGES.createFailed))
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`New page`}
      width={type === 1 ? 760 : 520}
      footer={
        <>
          <Button onClick={onClose}>{t`Cancel`}</Button>
          <Button
            variant="primary"
            type="submit"
            form="page-form"
            loading={busy}
            data-testid="page-form-submit"
          >
            {t`Create`}
          </Button>
        </>
      }
    >
      <form id="page-form" className="app-form" onSubmit={submit} noValidate>
        {error ? <InlineNotice tone="error">{error}</InlineNotice> : null}
        <TextField id="page-name" label={t`Name`} value={name} onChange={setName} maxLength={50} autoFocus />
        <Select<PageType>
          id="page-type"
          label={t`Type`}
          value={type}
          onChange={setType}
          options={[
            { value: 1, label: t`Normal page` },
            { value: 2, label: t`Inner link page` },
            { value: 3, label: t`Link page` },
          ]}
        />
        {type === 1 ? (
          <StartChoices appId={appId} value={start} onChange={setStart} templates={templates} />
        ) : null}
        {system && start.from === 'system' ? (
          <>
            {binding.loadError ? <InlineNotice tone="error">{binding.loadError}</InlineNotice> : null}
            <ObjectBindingFields
              kind={start.kind}
              templates={binding.templates}
              templateName={objectTemplate}
              onTemplate={(name) => {
                setObjectTemplate(name)
                setChosen([])
              }}
              instances={binding.instances}
              chosen={chosen}
              onChosen={setChosen}
            />
          </>
        ) : null}
        {type === 2 ? (
          <Select<string>
            id="page-target"
            label={t`Links to`}
            value={target}
            onChange={setTarget}
            placeholder={t`Choose a page`}
            options={pages.filter((p) => p.type === 1).map((p) => ({ value: p.id, label: p.name }))}
          />
        ) : null}
        {type === 3 ? (
          <LinkTargetFields
            idPrefix="page"
            tree={tree}
            resourceType={resourceType}
            resourceCode={resourceCode}
            onChange={setLink}
          />
        ) : null}
      </form>
    </Modal>
  )
}
