import { i18n } from '@lingui/core'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { MESSAGES } from '../../../engine/rules/responses'
import { type AppRecord, getApp } from './appsApi'
import {
  type FolderRecord,
  listFolders,
  listPages,
  listTemplates,
  type PageSummary,
  type TemplateSummary,
} from './composeApi'
import { buildTree } from './treeModel'

/** An application with its folders, pages and templates, reloaded after every change to them. */
export function useAppContent(appId: number) {
  const [app, setApp] = useState<AppRecord | null>(null)
  const [folders, setFolders] = useState<FolderRecord[]>([])
  const [pages, setPages] = useState<PageSummary[]>([])
  const [templates, setTemplates] = useState<TemplateSummary[]>([])
  const [error, setError] = useState('')
  const [loaded, setLoaded] = useState(false)

  const reload = useCallback(async () => {
    const [appResult, folderResult, pageResult, templateResult] = await Promise.all([
      getApp(appId),
      listFolders(appId),
      listPages(appId),
      listTemplates(appId),
    ])
    setLoaded(true)
    // Spec S0 §4: fetches succeed only with 200.
    if (!appResult.ok || appResult.status !== 200) {
      setError(`${i18n._(MESSAGES.dataRequestFailed)}${appResult.ok ? '' : ` (${appResult.message})`}`)
      return
    }
    setError('')
    setApp(appResult.data)
    if (folderResult.ok) setFolders(folderResult.data.list)
    if (pageResult.ok) setPages(pageResult.data.list)
    if (templateResult.ok) setTemplates(templateResult.data.list)
  }, [appId])

  useEffect(() => {
    void reload()
  }, [reload])

  const tree = useMemo(() => buildTree(folders, pages), [folders, pages])
  return { app, setApp, folders, pages, templates, tree, error, loaded, reload }
}
