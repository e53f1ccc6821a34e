import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { parseLinkUrl } from '../../../engine/codec/pageDocCodec'
import type { LinkPageUrl } from '../../../engine/document/persisted'
import { MESSAGES } from '../../../engine/rules/responses'
import { Button, notify, Select } from '../../ui'
import { type PageSummary, updatePageFields } from './composeApi'
import { LinkTargetFields, linkCodeProblem, useResourceTree } from './LinkTargetFields'

/**
 * A link page (type 3: an application, business or system resource) or an inner link page (type 2:
 * another page of this application) has no canvas: its target is edited here.
 */
export function LinkPagePanel({
  page,
  pages,
  onSaved,
}: {
  page: PageSummary
  pages: readonly PageSummary[]
  onSaved(): void
}) {
  const { t, i18n } = useLingui()
  const current = parseLinkUrl(page.url)
  const [link, setLink] = useState<LinkPageUrl>(current ?? { resourceType: 'app', resourceCode: '' })
  const { resourceType, resourceCode } = link
  const [busy, setBusy] = useState(false)
  const tree = useResourceTree()
  const invalid = linkCodeProblem(tree, resourceType, resourceCode) !== null
  useEffect(() => {
    setLink(parseLinkUrl(page.url) ?? { resourceType: 'app', resourceCode: '' })
  }, [page])
  async function save() {
    setBusy(true)
    const url = JSON.stringify({
      resourceType: page.type === 2 ? 'app' : resourceType,
      resourceCode: resourceCode.trim(),
    })
    const result = await updatePageFields(page, { url })
    setBusy(false)
    if (result.ok && result.status === 201) {
      notify.success(i18n._(MESSAGES.saveSucceeded))
      onSaved()
    } else notify.error(i18n._(MESSAGES.saveFailed), result.ok ? '' : result.message)
  }
  return (
    <div className="link-page" data-testid="link-page">
      <h2>{page.name}</h2>
      <p className="link-page__hint">
        {page.type === 2
          ? t`An inner link page shows another page of this application.`
          : t`A link page opens a resource of another kind.`}
      </p>
      <div className="app-form">
        {page.type === 2 ? (
          <Select<string>
            id="link-target"
            label={t`Links to`}
            value={resourceCode}
            onChange={(code) => setLink({ resourceType, resourceCode: code })}
            placeholder={t`Choose a page`}
            options={pages.filter((p) => p.type === 1).map((p) => ({ value: p.id, label: p.name }))}
          />
        ) : (
          <LinkTargetFields
            idPrefix="link"
            tree={tree}
            resourceType={resourceType}
            resourceCode={resourceCode}
            onChange={setLink}
          />
        )}
        <div>
          <Button
            variant="primary"
            loading={busy}
            onClick={() => void save()}
            disabled={resourceCode.trim() === '' || (page.type === 3 && invalid)}
          >
            {t`Save`}
          </Button>
        </div>
      </div>
    </div>
  )
}
