import { i18n } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useRef, useState } from 'react'
import { withValues } from '../../../engine/messages'
import { MESSAGES } from '../../../engine/rules/responses'
import { downloadAs } from '../../shell/download'
import { notify } from '../../ui'
import { type AppRecord, type JobView, jobStatus, startExport, startImport, startUpgrade } from './appsApi'
import { pollJob } from './jobPolling'
import { failedItemReasons, importedName, jobDetail } from './jobReasons'

/** The message of an import or upgrade that went wrong, then why its first items failed, one a line. */
function jobReport(job: JobView): string {
  return [jobDetail(job), failedItemReasons(job.items)].filter((text) => text !== '').join('\n')
}

/** A job in progress, shown in the application's row. */
export interface RunningJob {
  kind: JobView['kind']
  progress: number
}

/**
 * Export, import and upgrade of applications, each started with its call and followed by polling its
 * status call (spec S0 §4) until it ends; the outcome is announced with the spec's messages.
 */
export function useAppJobs(onFinished: () => void) {
  const { t } = useLingui()
  const [jobs, setJobs] = useState<Record<number, RunningJob>>({})
  const controller = useRef(new AbortController())
  useEffect(() => {
    const current = new AbortController()
    controller.current = current
    return () => current.abort()
  }, [])

  const follow = useCallback(
    async (appId: number, kind: JobView['kind'], name: string) => {
      setJobs((all) => ({ ...all, [appId]: { kind, progress: 0 } }))
      const result = await pollJob(() => jobStatus(kind, appId), {
        signal: controller.current.signal,
        onProgress: (job) => setJobs((all) => ({ ...all, [appId]: { kind, progress: job.progress } })),
      })
      setJobs((all) => {
        const { [appId]: _done, ...rest } = all
        return rest
      })
      if (!result.ok) {
        if (result.message !== 'aborted')
          notify.error(t`The progress of ${name} could not be followed`, result.message)
        return
      }
      const { job } = result
      const succeeded = job.status === 'succeeded'
      if (kind === 'export') {
        if (succeeded && job.downloadUrl) {
          notify.success(i18n._(MESSAGES.exportSucceeded))
          void downloadAs(job.downloadUrl, job.fileName)
        } else notify.error(i18n._(MESSAGES.exportFailed), jobDetail(job))
      } else if (kind === 'import') {
        const message =
          succeeded || job.status === 'partial' ? MESSAGES.namedImportSucceeded : MESSAGES.namedImportFailed
        // Named as the application was created (its name may differ from the file's).
        const text = i18n._(withValues(message, { name: importedName(job) ?? name }))
        if (succeeded) notify.success(text)
        else if (job.status === 'partial') notify.warning(text, jobReport(job))
        else notify.error(text, jobReport(job))
      } else if (succeeded) notify.success(t`${name} was upgraded`)
      // Partly: the documents it could not read are kept as they were, the rest is upgraded.
      else if (job.status === 'partial') notify.warning(t`${name} was upgraded`, jobReport(job))
      else notify.error(t`The upgrade of ${name} failed`, jobReport(job))
      onFinished()
    },
    [onFinished, t],
  )

  const exportApp = useCallback(
    async (app: AppRecord) => {
      const result = await startExport(app.appId)
      if (!result.ok) notify.error(i18n._(MESSAGES.exportFailed), result.message)
      else void follow(app.appId, 'export', app.name)
    },
    [follow],
  )

  const upgradeApp = useCallback(
    async (app: AppRecord) => {
      const result = await startUpgrade(app.appId)
      if (!result.ok) notify.error(t`The upgrade of ${app.name} could not start`, result.message)
      else {
        onFinished()
        void follow(app.appId, 'upgrade', app.name)
      }
    },
    [follow, onFinished, t],
  )

  const importApp = useCallback(
    async (file: File) => {
      const result = await startImport(file)
      const name = file.name.replace(/\.[^.]+$/, '')
      if (!result.ok) {
        notify.error(i18n._(withValues(MESSAGES.namedImportFailed, { name })), result.message)
        return
      }
      onFinished()
      void follow(result.data.appId, 'import', name)
    },
    [follow, onFinished],
  )

  return { jobs, exportApp, upgradeApp, importApp }
}
