import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import '../alarms/plugin.ts'
import '../live/context.ts'
import { objectsOfAreas } from '../routes/metadata/networks/areaObjects.ts'
import { usersOfOrganisations } from '../routes/metadata/organizations/usersOfOrganisations.ts'
import { alarmRequest } from './alarmFeed.ts'
import { NotificationCenter } from './center.ts'
import { watchExpiringPasswords } from './senders/passwordExpiry.ts'
import { notifySettings } from './settings.ts'
import './tables.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The notification centre (server/notify): `app.notify.notify({ event, key, data, userIds })`. */
    notify: NotificationCenter
  }
}

/**
 * Starts the notification centre and feeds it the alarm engine's events (registered after the alarms
 * plugin). Other areas call `app.notify.notify(...)` or `notifyUsers` (notifyUsers.ts).
 */
async function notify(app: FastifyInstance): Promise<void> {
  const settings = notifySettings(process.env, app.config.notify)
  const center = new NotificationCenter(app.db, app.live.hub, settings, (error, what) =>
    app.log.error({ err: error }, what),
  )
  // Receivers by organisation: the linked staff of the organisations and every organisation below them.
  center.orgMembers = (db, orgIds) => usersOfOrganisations(db, orgIds, { recursive: true })
  // Alarm types by area: the objects of a network node and everything below it, read at each alarm.
  center.areaObjects = objectsOfAreas
  app.decorate('notify', center)
  const off = app.alarms.onEvent((action, record) => {
    const request = alarmRequest(action, record, settings.publicUrl)
    if (request) center.notify(request)
  })
  center.start()
  // "Password about to expire" is nobody's event: the centre looks for such passwords itself.
  const stopPasswords = watchExpiringPasswords(app)
  app.addHook('onClose', async () => {
    off()
    stopPasswords()
    await center.stop()
  })
}
;(notify as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true

export const notifyPlugin: FastifyPluginAsync = notify
