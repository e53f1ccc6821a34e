/**
 * Runtime services for hosts that have none: the designer's canvas, previews of a palette item. Lists are
 * empty and every write is refused, so a view that calls a service by mistake shows "no data", not a crash.
 */
import type { RuntimeServices } from './viewContract.ts'

/** Thrown by `noServices` writes: a design view tried to change the plant. */
export class NoServicesError extends Error {
  constructor(call: string) {
    super(`${call} is not available outside the runtime`)
    this.name = 'NoServicesError'
  }
}

/** Services that return nothing and refuse writes. */
export const noServices: RuntimeServices = Object.freeze({
  alarms: {
    current: async () => [],
    acknowledge: async () => {
      throw new NoServicesError('alarms.acknowledge')
    },
    subscribe: () => () => {},
    history: async () => ({ rows: [], total: 0 }),
    exportHistory: async () => {
      throw new NoServicesError('alarms.exportHistory')
    },
  },
  history: { query: async () => [] },
  values: {
    set: async () => {
      throw new NoServicesError('values.set')
    },
    setMany: async () => {
      throw new NoServicesError('values.setMany')
    },
  },
  data: {
    submitForm: async () => {
      throw new NoServicesError('data.submitForm')
    },
    formRecords: async () => ({ list: [], total: 0 }),
    updateFormRecord: async () => {
      throw new NoServicesError('data.updateFormRecord')
    },
    queryObjects: async () => ({ list: [], total: 0 }),
    writeObjects: async () => {
      throw new NoServicesError('data.writeObjects')
    },
    readProperty: async () => undefined,
    uploadImage: async () => {
      throw new NoServicesError('data.uploadImage')
    },
    uploadFile: async () => {
      throw new NoServicesError('data.uploadFile')
    },
    notify: () => {},
  },
  workflow: {
    todos: async () => ({ list: [], total: 0 }),
    flow: async (id: number) => ({ id, name: '', startable: false }),
    start: async () => {
      throw new NoServicesError('workflow.start')
    },
    openTask: () => {},
    subscribe: () => () => {},
  },
  reports: {
    describe: async (name: string) => ({ name, params: [], columns: [], linesPerPage: 30 }),
    run: async () => ({ columns: [], lines: [], pages: [1], pageCount: 1, truncated: false }),
    exportFile: async () => {
      throw new NoServicesError('reports.exportFile')
    },
  },
})
