import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { LinkPageUrl } from '../../../engine/document/persisted'
import type { MenuResource } from '../../../engine/rules/menus'
import { requestJson } from '../../shell/http'
import { Select, TextField } from '../../ui'
import { type LinkTarget, linkTargets } from './linkTargets'

type ResourceType = LinkPageUrl['resourceType']

const unknownCode = msg`No resource of this type has this code (or you may not open it).`

/** The user's resource tree (GET /api/auth/userResourceTree), read once per form; null while loading. */
export function useResourceTree(): MenuResource[] | null {
  const [tree, setTree] = useState<MenuResource[] | null>(null)
  useEffect(() => {
    let alive = true
    void requestJson<MenuResource[]>('GET', '/api/auth/userResourceTree', undefined, {
      suppressNotice: true,
    }).then((result) => {
      if (alive) setTree(result.ok && Array.isArray(result.data) ? result.data : [])
    })
    return () => {
      alive = false
    }
  }, [])
  return tree
}

/** Why a typed code cannot be saved, or null: it must name a resource of the chosen type. */
export function linkCodeProblem(
  tree: readonly MenuResource[] | null,
  type: ResourceType,
  code: string,
): MessageDescriptor | null {
  if (tree === null || code.trim() === '') return null
  return linkTargets(tree, type).some((target) => target.code === code.trim()) ? null : unknownCode
}

/**
 * A link page's target: its resource type, a picker of the applications, business pages or system
 * functions of that type, and the code itself, which a power user may still type (the picker shows it
 * when it matches one); a code that names nothing of the type is shown as an error.
 */
export function LinkTargetFields({
  idPrefix,
  tree,
  resourceType,
  resourceCode,
  onChange,
}: {
  idPrefix: string
  tree: readonly MenuResource[] | null
  resourceType: ResourceType
  resourceCode: string
  onChange: (link: LinkPageUrl) => void
}) {
  const { t, i18n } = useLingui()
  const targets: LinkTarget[] = tree ? linkTargets(tree, resourceType) : []
  const code = resourceCode.trim()
  const problem = linkCodeProblem(tree, resourceType, resourceCode)
  return (
    <>
      <Select<ResourceType>
        id={`${idPrefix}-resource-type`}
        label={t`Resource type`}
        value={resourceType}
        onChange={(type) => onChange({ resourceType: type, resourceCode: '' })}
        options={[
          { value: 'app', label: t`Application` },
          { value: 'business', label: t`Business` },
          { value: 'system', label: t`System` },
        ]}
      />
      <Select<string>
        id={`${idPrefix}-target`}
        label={t`Opens`}
        value={targets.some((target) => target.code === code) ? code : ''}
        onChange={(picked) => onChange({ resourceType, resourceCode: picked })}
        placeholder={
          tree === null ? t`Loading…` : targets.length ? t`Choose what it opens` : t`Nothing of this type`
        }
        options={targets.map((target) => ({ value: target.code, label: `${target.label} (${target.code})` }))}
      />
      <TextField
        id={`${idPrefix}-resource-code`}
        label={t`Resource code`}
        value={resourceCode}
        onChange={(typed) => onChange({ resourceType, resourceCode: typed })}
        hint={t`Filled in by the choice above; you may also type it.`}
        error={problem ? i18n._(problem) : undefined}
        maxLength={200}
      />
    </>
  )
}
