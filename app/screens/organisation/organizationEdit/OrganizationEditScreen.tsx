import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { checkTextLength, NAME_MESSAGES } from '../../../../engine/rules/names'
import { MESSAGES } from '../../../../engine/rules/responses'
import type { ScreenProps } from '../../../shell/routes/types'
import {
  Badge,
  Button,
  FormActions,
  FormSection,
  InlineNotice,
  icons,
  notify,
  PageHeader,
  Panel,
  Select,
  Spinner,
  TextField,
} from '../../../ui'
import { errorText, type FieldErrors, hasNoErrors } from '../../admin/common/fieldErrors'
import { StaleNotice } from '../../admin/common/StaleNotice'
import { TextAreaField } from '../../admin/common/TextAreaField'
import {
  createOrg,
  getOrg,
  listStaff,
  type OrgNode,
  type OrgView,
  organizeOrg,
  orgTree,
  type Person,
  updateOrg,
} from '../../metadataApi/organizationsApi'
import { flattenOrgs, ORGANIZATIONS_PATH, orgEditPath, subtreeIds } from '../orgTreeModel'
import { PersonFormModal } from '../staff/PersonFormModal'
import '../../admin/common/admin.css'
import '../organisation.css'
import '../../factory/factory.css'

type Field = 'name' | 'description'
const TOP = 'top'

/**
 * `/design/network/organizationsEdit/add` and `/design/network/organizationsEdit/root/:id`: an
 * organisation's name, description and place in the tree, with its people (add them here) and
 * sub-organisations.
 */
export default function OrganizationEditScreen({ params }: ScreenProps) {
  const { t, i18n } = useLingui()
  const [, navigate] = useLocation()
  const orgId = params.id ? Number(params.id) : null
  const [org, setOrg] = useState<OrgView | null>(null)
  const [tree, setTree] = useState<OrgNode[]>([])
  const [name, setName] = useState('')
  const [description, setDescription] = useState('')
  const [parent, setParent] = useState<string>(TOP)
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const [failure, setFailure] = useState('')
  const [stale, setStale] = useState(false)
  const [saving, setSaving] = useState(false)
  const [missing, setMissing] = useState(false)
  const [people, setPeople] = useState<Person[]>([])
  const [adding, setAdding] = useState(false)

  const load = useCallback(async () => {
    const treeResult = await orgTree()
    if (treeResult.ok) setTree(treeResult.data.list)
    if (orgId === null) return
    const result = await getOrg(orgId)
    if (!result.ok) {
      setMissing(true)
      return
    }
    setOrg(result.data)
    setName(result.data.name)
    setDescription(result.data.description)
    setParent(result.data.parentId === null ? TOP : String(result.data.parentId))
    const staff = await listStaff({ keyWord: '', orgId, recursive: false, pageIndex: 1, pageSize: 500 })
    if (staff.ok) setPeople(staff.data.list)
  }, [orgId])

  useEffect(() => {
    void load()
  }, [load])

  async function save() {
    const problems: FieldErrors<Field> = {}
    const nameProblem = name.trim() === '' ? NAME_MESSAGES.empty : checkTextLength(name, 50)
    if (nameProblem) problems.name = nameProblem
    const descriptionProblem = checkTextLength(description, 500)
    if (descriptionProblem) problems.description = descriptionProblem
    setErrors(problems)
    setFailure('')
    setStale(false)
    if (!hasNoErrors(problems)) return
    setSaving(true)
    const parentId = parent === TOP ? null : Number(parent)
    if (org === null) {
      const result = await createOrg({ name: name.trim(), description, parentId })
      setSaving(false)
      if (!result.ok) {
        setFailure(result.message)
        return
      }
      notify.success(i18n._(MESSAGES.createSucceeded), result.data.name)
      navigate(orgEditPath(result.data.orgId))
      return
    }
    const result = await updateOrg(org.orgId, { name: name.trim(), description, version: org.version })
    if (!result.ok) {
      setSaving(false)
      const fresh = result.status === 409 ? await getOrg(org.orgId) : null
      if (fresh?.ok && fresh.data.version !== org.version) setStale(true)
      else setFailure(result.message)
      return
    }
    if (parentId !== org.parentId) {
      const moved = await organizeOrg(org.orgId, parentId)
      if (!moved.ok) {
        setSaving(false)
        setFailure(moved.message)
        await load()
        return
      }
    }
    setSaving(false)
    notify.success(i18n._(MESSAGES.editSucceeded), name.trim())
    await load()
  }

  if (missing) {
    return (
      <div className="admin-screen">
        <InlineNotice tone="error" title={t`This organisation does not exist.`}>
          <Link href={ORGANIZATIONS_PATH}>
            <Trans>Back to the organisations</Trans>
          </Link>
        </InlineNotice>
      </div>
    )
  }
  if (orgId !== null && org === null) {
    return (
      <div className="admin-screen admin-screen--loading">
        <Spinner label={t`Loading`} />
      </div>
    )
  }

  const blocked = org ? subtreeIds(tree, org.orgId) : new Set<number>()
  const parentOptions = [
    { value: TOP, label: t`(top level)` },
    ...flattenOrgs(tree)
      .filter(({ org: o }) => !blocked.has(o.orgId))
      .map(({ org: o, path }) => ({ value: String(o.orgId), label: path })),
  ]

  return (
    <div className="admin-screen" data-testid="org-edit-screen">
      <PageHeader
        title={org ? <Trans>Organisation {org.name}</Trans> : <Trans>New organisation</Trans>}
        description={
          org ? org.path.join(' / ') : <Trans>Name it and choose where it sits in the chart.</Trans>
        }
        actions={
          <Link href={ORGANIZATIONS_PATH} className="button">
            <Trans>All organisations</Trans>
          </Link>
        }
      />
      <Panel>
        <form
          className="admin-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void save()
          }}
        >
          {stale && org ? (
            <StaleNotice
              onReload={async () => {
                await load()
                setStale(false)
              }}
            />
          ) : null}
          {failure ? (
            <InlineNotice tone="error" title={t`The organisation was not saved`} testId="org-failure">
              {failure}
            </InlineNotice>
          ) : null}
          <FormSection title={<Trans>Organisation</Trans>}>
            <TextField
              id="org-name"
              label={<Trans>Name</Trans>}
              value={name}
              onChange={(value) => {
                setName(value)
                setErrors((current) => ({ ...current, name: undefined }))
              }}
              error={errorText(i18n, errors, 'name')}
              required
              maxLength={50}
              autoFocus={org === null}
            />
            <Select
              id="org-parent"
              label={<Trans>Parent organisation</Trans>}
              value={parent}
              options={parentOptions}
              onChange={setParent}
            />
            <TextAreaField
              id="org-description"
              label={<Trans>Description</Trans>}
              value={description}
              onChange={(value) => {
                setDescription(value)
                setErrors((current) => ({ ...current, description: undefined }))
              }}
              error={errorText(i18n, errors, 'description')}
            />
          </FormSection>
          <FormActions>
            <Button variant="primary" type="submit" loading={saving} data-testid="org-save">
              {org ? <Trans>Save</Trans> : <Trans>Create and add people</Trans>}
            </Button>
          </FormActions>
        </form>
      </Panel>
      {org ? (
        <Panel>
          <div className="admin-toolbar">
            <div className="admin-toolbar__filters">
              <strong>
                <Trans>People ({people.length})</Trans>
              </strong>
            </div>
            <div className="admin-toolbar__actions">
              <Button
                icon={<icons.PlusIcon size={14} />}
                onClick={() => setAdding(true)}
                data-testid="org-add-person"
              >
                <Trans>Add a person</Trans>
              </Button>
            </div>
          </div>
          {people.length === 0 ? (
            <p className="admin-muted">
              <Trans>Nobody belongs to this organisation yet.</Trans>
            </p>
          ) : (
            <ul className="factory-pick" data-testid="org-people">
              {people.map((person) => (
                <li key={person.staffId}>
                  <span>
                    <span className="cell-strong">{person.name}</span>
                    {person.post ? <span className="admin-muted"> · {person.post}</span> : null}
                  </span>
                  {person.username ? (
                    <Badge tone="info">
                      <icons.UserIcon size={12} /> {person.username}
                    </Badge>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {org.children.length > 0 ? (
            <>
              <strong>
                <Trans>Sub-organisations</Trans>
              </strong>
              <ul className="factory-pick">
                {org.children.map((child) => (
                  <li key={child.orgId}>
                    <Link href={orgEditPath(child.orgId)}>{child.name}</Link>
                    <span className="admin-muted">
                      <Trans>{child.staffCount} people</Trans>
                    </span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Panel>
      ) : null}
      {adding && org ? (
        <PersonFormModal
          person={null}
          orgs={tree}
          startOrg={org.orgId}
          onClose={() => setAdding(false)}
          onSaved={(person) => {
            setAdding(false)
            notify.success(i18n._(MESSAGES.createSucceeded), person.name)
            void load()
          }}
        />
      ) : null}
    </div>
  )
}
