import { i18n } from '@lingui/core'
import { REPORT_MESSAGES } from '../../../engine/reports/messages'
import {
  type ReportDescription,
  type ReportRunResult,
  type ReportServices,
  ServiceError,
} from '../../../plugins/shared/viewContract'
import { downloadAs } from '../../shell/download'
import { type HttpResult, requestJson } from '../../shell/http'

const quiet = { suppressNotice: true } as const

function orThrow<T>(result: HttpResult<T>): T {
  if (!result.ok) throw new ServiceError(result.message, result.status)
  return result.data
}

/** The report control's calls (server/routes/reports/runtime.ts); the control shows failures itself. */
export function createReportServices(): ReportServices {
  return {
    async describe(name) {
      return orThrow(
        await requestJson<ReportDescription>('GET', '/api/runtime/reports/describe', undefined, {
          ...quiet,
          query: { name },
        }),
      )
    },
    async run(name, params, pageRange) {
      return orThrow(
        await requestJson<ReportRunResult>(
          'POST',
          '/api/runtime/reports/run',
          { name, params, ...(pageRange ? { pageRange } : {}) },
          quiet,
        ),
      )
    },
    async exportFile(name, params, format, pageRange) {
      const search = new URLSearchParams({
        name,
        format,
        params: JSON.stringify(params),
        pageRange: pageRange ?? '',
        // The sum lines' words in the user's language; the file is made on the server.
        subtotal: i18n._(REPORT_MESSAGES.groupTotal.id, { group: '{group}' }),
        total: i18n._(REPORT_MESSAGES.grandTotal.id),
      })
      const ok = await downloadAs(`/api/runtime/reports/export?${search}`, `${name}.${format}`)
      if (!ok) throw new ServiceError('export refused', 0)
    },
  }
}
