import type { Generated } from 'kysely'

/** Tables of migration 0041 (see there why they differ from the other tables' conventions). */
export interface HistoryKeysTable {
  keyId: Generated<number>
  key: string
  type: string
}

export interface HistoryValuesTable {
  keyId: number
  /** Epoch milliseconds; PostgreSQL hands bigint over as text, so read it through Number(). */
  t: number | string
  num: number | null
  txt: string | null
  /** 0 good, 1 uncertain, 2 bad. */
  quality: Generated<number>
}

declare module '../db/schema.ts' {
  interface Database {
    historyKeys: HistoryKeysTable
    historyValues: HistoryValuesTable
  }
}
