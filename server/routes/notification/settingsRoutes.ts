import type { FastifyInstance } from 'fastify'
import { withValues } from '../../../engine/messages.ts'
import { sessionOf } from '../../http/access.ts'
import { badRequest, notFound } from '../../http/httpError.ts'
import { type Language, languageOf } from '../../http/language.ts'
import { modified } from '../../http/replies.ts'
import { now } from '../../http/session.ts'
import { usersOf } from '../../notify/receivers.ts'
import { channelsNotOffered, NOTIFY_MESSAGES } from '../../notify/typeConfig.ts'
import type { Channel } from '../../notify/types.ts'
import { languageBody, settingBody } from './schema.ts'

const OWN = { access: 'session' } as const

/** Keeps the language a user's notifications are written in (their app's language, or chosen). */
export async function rememberLanguage(app: FastifyInstance, userId: number, language: Language) {
  await app.db
    .insertInto('notificationUserPrefs')
    .values({ userId, language, updatedAt: now() })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ language, updatedAt: now() }))
    .execute()
}

/** Personal notification settings: which types reach me, muted or not, through which channels. */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/settings', { config: OWN }, async (request) => {
    const userId = sessionOf(request).userId
    const types = (await app.notify.types()).filter((type) => type.enabled)
    const mine = await app.db
      .selectFrom('notificationUserSettings')
      .selectAll()
      .where('userId', '=', userId)
      .execute()
    const byType = new Map(mine.map((row) => [row.typeId, row]))
    const list = []
    for (const type of types) {
      // Types addressed to a person by their area (to-dos, passwords) reach anyone.
      const personalEvent = type.event.startsWith('todo.') || type.event.startsWith('password.')
      const receivers = personalEvent
        ? [userId]
        : await usersOf(app.db, type.config.receivers, app.notify.orgMembers)
      const escalated = type.config.escalation
        ? await usersOf(app.db, type.config.escalation.receivers, app.notify.orgMembers)
        : []
      if (!receivers.includes(userId) && !escalated.includes(userId)) continue
      const setting = byType.get(type.typeId)
      list.push({
        typeId: type.typeId,
        name: type.name,
        event: type.event,
        personal: type.config.personal,
        offered: type.config.channels.filter((c) => c !== 'im'),
        muted: setting?.muted === 1,
        channels: setting?.channels ? (JSON.parse(setting.channels) as Channel[]) : null,
      })
    }
    const prefs = await app.db
      .selectFrom('notificationUserPrefs')
      .select('language')
      .where('userId', '=', userId)
      .executeTakeFirst()
    return { list, language: languageOf(prefs?.language ?? undefined) }
  })

  app.put<{ Body: { typeId: number; muted: boolean; channels?: Channel[] | null } }>(
    '/settings',
    { schema: { body: settingBody }, config: OWN },
    async (request, reply) => {
      const userId = sessionOf(request).userId
      const type = (await app.notify.types()).find((t) => t.typeId === request.body.typeId)
      if (!type) throw notFound(withValues(NOTIFY_MESSAGES.typeMissing, { id: request.body.typeId }))
      if (!type.config.personal)
        throw badRequest(withValues(NOTIFY_MESSAGES.notPersonal, { name: type.name }))
      const channels = request.body.channels ?? null
      const notOffered = channels ? channelsNotOffered(type.config, channels) : null
      if (notOffered) throw badRequest(notOffered)
      const values = {
        muted: request.body.muted ? 1 : 0,
        channels: channels ? JSON.stringify(channels) : '',
        updatedAt: now(),
      }
      await app.db
        .insertInto('notificationUserSettings')
        .values({ userId, typeId: type.typeId, ...values })
        .onConflict((oc) => oc.columns(['userId', 'typeId']).doUpdateSet(values))
        .execute()
      request.operation = { action: 'notification.settings.update', target: type.name }
      return modified(reply, { typeId: type.typeId, muted: request.body.muted, channels })
    },
  )

  app.put<{ Body: { language: Language } }>(
    '/settings/language',
    { schema: { body: languageBody }, config: OWN },
    async (request, reply) => {
      await rememberLanguage(app, sessionOf(request).userId, request.body.language)
      return modified(reply, { language: request.body.language })
    },
  )
}
