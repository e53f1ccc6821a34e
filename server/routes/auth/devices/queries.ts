import type { Kysely, Selectable } from 'kysely'
import { sql } from 'kysely'
import type { Database, DevicesTable } from '../../../db/schema.ts'
import { containsPattern, fetchPage, type Page } from '../../../http/paging.ts'
import type { ListDevicesQuery } from './schema.ts'

export interface DeviceView extends Omit<Selectable<DevicesTable>, 'deviceRegInfo'> {
  deviceRegInfo: unknown
}

function toView(row: Selectable<DevicesTable>): DeviceView {
  return { ...row, deviceRegInfo: JSON.parse(row.deviceRegInfo) }
}

export async function getDevice(db: Kysely<Database>, deviceUuid: string): Promise<DeviceView | undefined> {
  const row = await db
    .selectFrom('devices')
    .selectAll()
    .where('deviceUuid', '=', deviceUuid)
    .executeTakeFirst()
  return row ? toView(row) : undefined
}

export async function listDevices(db: Kysely<Database>, query: ListDevicesQuery): Promise<Page<DeviceView>> {
  let select = db.selectFrom('devices').selectAll().orderBy('deviceId')
  if (query.registrationStatus) select = select.where('registrationStatus', '=', query.registrationStatus)
  if (query.status) select = select.where('status', '=', query.status)
  if (query.keyword) {
    const pattern = containsPattern(query.keyword)
    select = select.where((eb) =>
      eb.or([
        eb(sql`lower(device_uuid)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(name)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    )
  }
  const page = await fetchPage(select, query)
  return { ...page, list: page.list.map(toView) }
}

/** The users bound to a device (mobile device authentication). */
export function deviceUsers(db: Kysely<Database>, deviceId: number) {
  return db
    .selectFrom('deviceUsers')
    .innerJoin('users', 'users.userId', 'deviceUsers.userId')
    .select(['users.userId', 'users.username', 'users.realName'])
    .where('deviceUsers.deviceId', '=', deviceId)
    .orderBy('users.userId')
    .execute()
}
