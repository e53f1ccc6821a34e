import type { Generated } from 'kysely'

/** Table of migration 0040, joined to the shared `Database` interface by module augmentation. */
export interface AlarmsTable {
  alarmId: Generated<number>
  objName: string
  propName: string
  limitName: string
  showName: Generated<string>
  alertType: string
  limitValue: number
  value: number | null
  priority: Generated<number>
  color: Generated<string>
  alarmTime: string
  /** 0/1 */
  isConfirm: Generated<number>
  confirmUserId: number | null
  confirmPerson: Generated<string>
  confirmTime: string | null
  /** 0/1 */
  isRemove: Generated<number>
  removeTime: string | null
  removeValue: number | null
}

declare module '../db/schema.ts' {
  interface Database {
    alarms: AlarmsTable
  }
}
