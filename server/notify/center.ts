import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { LiveHub } from '../live/hub.ts'
import { flushDigests } from './digest.ts'
import { enqueue, type LoadedType, loadTypes } from './enqueue.ts'
import { dueEscalations, markEscalations } from './escalations.ts'
import { deliverDue, failInterrupted, realSenders, type Senders } from './outbox.ts'
import type { AreaObjects, OrgMembers } from './receivers.ts'
import type { NotifySettings } from './settings.ts'
import type { NotifyRequest } from './types.ts'

/**
 * The notification centre's engine (`app.notify`). `notify()` never blocks its caller: requests gather in
 * memory for `batchMs` and are written to the persistent outbox in one transaction; a worker (one pass at
 * a time, every `pollMs` and whenever something is queued) turns due escalations into requests, collapses
 * digests, and delivers due sends (in-site letters at once, email and webhooks with retry and back-off).
 * The outbox survives restarts; several processes may share it (sends are claimed by a conditional update).
 */
export class NotificationCenter {
  /** Members of organisations, once that area provides them. */
  orgMembers: OrgMembers | null = null
  /** Objects of areas of the plant, once the metadata area provides them. */
  areaObjects: AreaObjects | null = null
  senders: Senders = realSenders
  #queue: NotifyRequest[] = []
  #flushTimer: NodeJS.Timeout | null = null
  #pollTimer: NodeJS.Timeout | null = null
  #flushing: Promise<void> = Promise.resolve()
  #pass: Promise<void> | null = null
  #again = false
  #types: LoadedType[] | null = null
  #stopped = false

  constructor(
    private readonly db: Kysely<Database>,
    private readonly hub: LiveHub | null,
    readonly settings: NotifySettings,
    private readonly onError: (error: unknown, what: string) => void,
  ) {}

  start(): void {
    this.#stopped = false
    this.#pollTimer = setInterval(() => this.wake(), this.settings.pollMs)
    this.#pollTimer.unref?.()
    this.wake()
  }

  async stop(): Promise<void> {
    this.#stopped = true
    if (this.#pollTimer) clearInterval(this.#pollTimer)
    this.#pollTimer = null
    await this.#flush()
    await this.#pass
  }

  /** Queues a notification request; written to the outbox within `batchMs`. Never throws, never waits. */
  notify(request: NotifyRequest): void {
    this.#queue.push(request)
    if (this.#flushTimer) return
    this.#flushTimer = setTimeout(() => void this.#flush(), this.settings.batchMs)
    this.#flushTimer.unref?.()
  }

  /** Writes requests to the outbox now (answers the rows added); for callers that must know it is stored. */
  async enqueueNow(requests: readonly NotifyRequest[]): Promise<number> {
    const added = await enqueue(this.db, requests, await this.types(), {
      minuteMs: this.settings.minuteMs,
      orgMembers: this.orgMembers,
      areaObjects: this.areaObjects,
    })
    if (added > 0) this.wake()
    return added
  }

  /** Types changed: read them again on next use. */
  invalidateTypes(): void {
    this.#types = null
  }

  async types(): Promise<LoadedType[]> {
    if (!this.#types) this.#types = await loadTypes(this.db)
    return this.#types
  }

  /** Runs a worker pass soon (one at a time; a wake during a pass runs another after it). */
  wake(): void {
    if (this.#stopped) return
    if (this.#pass) {
      this.#again = true
      return
    }
    this.#pass = this.#work().finally(() => {
      this.#pass = null
      if (this.#again) {
        this.#again = false
        this.wake()
      }
    })
  }

  /** Resolves once queued requests are in the outbox and a worker pass has run after them (tests). */
  async settled(): Promise<void> {
    await this.#flush()
    while (this.#pass) await this.#pass
    this.wake()
    while (this.#pass) await this.#pass
  }

  /** Unread in-site letters of a user (the session info's `notifyCount`). */
  async unreadCount(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('notificationMessages')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('userId', '=', userId)
      .where('isRead', '=', 0)
      .executeTakeFirst()
    return Number(row?.count ?? 0)
  }

  /** Tells the users' open screens their unread count and latest letter (WebSocket `notify`). */
  async pushUnread(userIds: readonly number[]): Promise<void> {
    if (!this.hub || userIds.length === 0) return
    const online = new Set(this.hub.clients().map((client) => client.peer.userId))
    for (const userId of userIds) {
      if (!online.has(userId)) continue
      const latest = await this.db
        .selectFrom('notificationMessages')
        .select(['messageId', 'title', 'createdAt', 'link', 'isRead'])
        .where('userId', '=', userId)
        .orderBy('messageId', 'desc')
        .limit(1)
        .executeTakeFirst()
      this.hub.sendToUser(userId, {
        type: 'notify',
        unread: await this.unreadCount(userId),
        latest: latest ? { ...latest, isRead: latest.isRead === 1 } : null,
      })
    }
  }

  async #flush(): Promise<void> {
    if (this.#flushTimer) clearTimeout(this.#flushTimer)
    this.#flushTimer = null
    const requests = this.#queue
    this.#queue = []
    const previous = this.#flushing
    this.#flushing = previous.then(async () => {
      if (requests.length === 0) return
      try {
        await this.enqueueNow(requests)
      } catch (error) {
        this.onError(error, 'notifications: queuing failed')
      }
    })
    await this.#flushing
  }

  async #work(): Promise<void> {
    try {
      await failInterrupted(this.db)
      const { requests, done, cancelled } = await dueEscalations(this.db)
      if (requests.length > 0) await this.enqueueNow(requests)
      await markEscalations(this.db, done, cancelled)
      await flushDigests(this.db, this.settings.minuteMs)
      for (let round = 0; round < 50 && !this.#stopped; round++) {
        const attempted = await deliverDue(this.db, {
          ...this.settings,
          senders: this.senders,
          onLetters: (users) => void this.pushUnread(users).catch((e) => this.onError(e, 'notify push')),
        })
        if (attempted === 0) break
      }
    } catch (error) {
      this.onError(error, 'notifications: outbox pass failed')
    }
  }
}
