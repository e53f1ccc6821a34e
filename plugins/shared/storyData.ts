/**
 * STORY DATA ONLY. In-memory form records and object instances (a few pumps) for Storybook and view
 * tests; the app never imports this file.
 */
import type { DataServices, FormRecord, ObjectRow } from './viewContract.ts'
import { ServiceError } from './viewContract.ts'

/** Sample instances of the template 'Pump'. */
export function storyPumps(): ObjectRow[] {
  return [
    { name: 'P101', showName: 'Pump P-101', version: 1, flow: 124.6, state: 'Running', area: 'Intake' },
    { name: 'P102', showName: 'Pump P-102', version: 1, flow: 0, state: 'Stopped', area: 'Intake' },
    { name: 'P103', showName: 'Pump P-103', version: 1, flow: 98.3, state: 'Running', area: 'Filters' },
  ]
}

/** Maintenance orders of the sample plant (template 'MaintenanceOrder'), due this month and next: the calendar's events. */
export function storyMaintenanceOrders(now = Date.now()): ObjectRow[] {
  const day = 86_400_000
  const start = new Date(now)
  start.setDate(1)
  start.setHours(9, 0, 0, 0)
  const orders = [
    [2, 'Pump P101 bearing check'],
    [6, 'Boiler B1 inspection'],
    [13, 'Tank T1 level sensor calibration'],
    [13, 'Valve V7 actuator service'],
    [21, 'Cooling tower cleaning'],
    [34, 'Annual shutdown planning'],
  ] as const
  return orders.map(([offset, title], index) => ({
    name: `MO_${index + 1}`,
    showName: title,
    version: 1,
    dueDate: new Date(start.getTime() + offset * day).toISOString(),
    title,
  }))
}

/** Story data services plus what they were told, oldest first. */
export interface StoryDataServices extends DataServices {
  readonly records: FormRecord[]
  readonly notices: { kind: 'success' | 'error'; title: string; message?: string }[]
}

/** In-memory data services; `properties` answers `readProperty` ('obj.prop' keys). */
export function createStoryData(properties: Record<string, unknown> = {}): StoryDataServices {
  const records: FormRecord[] = []
  const notices: StoryDataServices['notices'] = []
  let objects = storyPumps()
  return {
    records,
    notices,
    async submitForm(formName, values) {
      const at = new Date().toISOString()
      const record = {
        id: records.length + 1,
        formName,
        values: { ...values },
        username: 'operator',
        createdAt: at,
        updatedAt: at,
        version: 1,
      }
      records.unshift(record)
      return record
    },
    async formRecords(formName, page, size) {
      const list = records.filter((record) => record.formName === formName)
      return { list: list.slice((page - 1) * size, page * size), total: list.length }
    },
    async updateFormRecord(id, values, version) {
      const record = records.find((candidate) => candidate.id === id)
      if (!record) throw new ServiceError(`Form record ${id} does not exist`, 404)
      if (record.version !== version) throw new ServiceError('Changed meanwhile', 409)
      Object.assign(record, { values: { ...values }, version: version + 1 })
      return record
    },
    async queryObjects(query) {
      const rows = query.dataSource === 'MaintenanceOrder' ? storyMaintenanceOrders() : objects
      const list = rows.filter((row) =>
        (query.filters ?? []).every((filter) => String(row[filter.field]) === String(filter.value)),
      )
      return { list: list.slice((query.page - 1) * query.size, query.page * query.size), total: list.length }
    },
    async writeObjects(write) {
      const name = write.keys?.name ?? write.data?.name ?? ''
      if (write.type === 'add')
        objects = [...objects, { name, showName: name, version: 1, ...write.data?.properties }]
      else if (write.type === 'delete') {
        const names = write.keys?.names ?? [name]
        objects = objects.filter((row) => !names.includes(row.name))
      } else
        objects = objects.map((row) =>
          row.name === name ? { ...row, ...write.data?.properties, version: row.version + 1 } : row,
        )
    },
    async readProperty(objName, propName) {
      return properties[`${objName}.${propName}`]
    },
    async uploadImage(file) {
      return URL.createObjectURL(file)
    },
    async uploadFile(file) {
      return { name: file.name, url: URL.createObjectURL(file), size: file.size }
    },
    notify(kind, title, message) {
      notices.push({ kind, title, message })
    },
  }
}
