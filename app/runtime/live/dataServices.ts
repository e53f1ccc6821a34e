/**
 * The real `DataServices` of form controls (plugins/shared/viewContract.ts): form records over
 * `/api/forms`, object data over `/api/compose/manage/objectdata`, property reads, image uploads through
 * the images API, form files over `/api/forms/files`, and the spec's toasts. Failures reject with the server's translated message and status;
 * the calling control shows it (no second notice from the request layer).
 */
import {
  type DataServices,
  type FormRecord,
  type ObjectRow,
  ServiceError,
  type UploadedFile,
} from '../../../plugins/shared/viewContract'
import { type HttpResult, requestJson } from '../../shell/http'
import { notify } from '../../ui/notices'

const quiet = { suppressNotice: true } as const

function orThrow<T>(result: HttpResult<T>): T {
  if (!result.ok) throw new ServiceError(result.message, result.status)
  return result.data
}

interface Paged<T> {
  list: T[]
  pagination: { total: number }
}

interface InstanceRow {
  name: string
  showName: string
  version: number
  properties: Record<string, unknown>
}

/** An instance as a flat row: its property values beside its name, show name and version. */
export function objectRowOf(instance: InstanceRow): ObjectRow {
  return {
    ...instance.properties,
    name: instance.name,
    showName: instance.showName,
    version: instance.version,
  }
}

export function createDataServices(): DataServices {
  return {
    async submitForm(formName, values, pageId) {
      const body = pageId ? { formName, values, pageId } : { formName, values }
      return orThrow(await requestJson<FormRecord>('POST', '/api/forms', body, quiet))
    },
    async formRecords(formName, page, size) {
      const result = await requestJson<Paged<FormRecord>>('GET', '/api/forms', undefined, {
        ...quiet,
        query: { formName, pageIndex: page, pageSize: size },
      })
      const data = orThrow(result)
      return { list: data.list, total: data.pagination.total }
    },
    async updateFormRecord(id, values, version) {
      return orThrow(await requestJson<FormRecord>('PUT', `/api/forms/${id}`, { values, version }, quiet))
    },
    async queryObjects(query) {
      const result = await requestJson<Paged<InstanceRow>>(
        'POST',
        '/api/compose/manage/objectdata/query',
        {
          dataSource: query.dataSource,
          filters: query.filters ?? [],
          ...(query.keys ? { keys: query.keys } : {}),
          page: query.page,
          per_page: query.size,
        },
        quiet,
      )
      const data = orThrow(result)
      return { list: data.list.map(objectRowOf), total: data.pagination.total }
    },
    async writeObjects(write) {
      orThrow(await requestJson('POST', '/api/compose/manage/objectdata', write, quiet))
    },
    async readProperty(objName, propName) {
      const result = await requestJson<{ list: { value: unknown }[] }>(
        'POST',
        '/api/compose/manage/objectdata/propertyBatchQuery',
        { list: [{ objName, propName }] },
        quiet,
      )
      return orThrow(result).list[0]?.value
    },
    async uploadImage(file) {
      const form = new FormData()
      form.append('file', file)
      // The form pictures' folder: any signed-in user may upload there (the default folder is designers').
      const result = await requestJson<{ url: string }>(
        'POST',
        '/api/image/upload/uploadImage?folder=form-uploads',
        form,
        quiet,
      )
      return orThrow(result).url
    },
    async uploadFile(file, accept) {
      const form = new FormData()
      // The accepted types go before the file: the server reads fields sent ahead of it.
      form.append('accept', accept.join(','))
      form.append('file', file)
      const result = await requestJson<UploadedFile>('POST', '/api/forms/files', form, quiet)
      const { name, url, size } = orThrow(result)
      return { name, url, size }
    },
    notify(kind, title, message) {
      notify[kind](title, message)
    },
  }
}
