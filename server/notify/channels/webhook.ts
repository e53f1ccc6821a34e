import { createHmac } from 'node:crypto'
import type { WebhookKind } from '../types.ts'

export interface WebhookTarget {
  kind: WebhookKind
  url: string
  secret: string
}

export interface WebhookMessage {
  title: string
  content: string
  link: string
  event: string
  receiver: string
}

/** The request a robot expects: its address (with signature parameters) and its JSON body. */
export function webhookRequest(
  target: WebhookTarget,
  message: WebhookMessage,
  nowMs = Date.now(),
): { url: string; body: unknown; headers: Record<string, string> } {
  const text = `${message.title}\n${message.content}`.trim()
  switch (target.kind) {
    case 'wecom':
      // WeCom group robot: POST …/cgi-bin/webhook/send?key=…; no signature (the key is in the address).
      return { url: target.url, headers: {}, body: { msgtype: 'text', text: { content: text } } }
    case 'dingtalk': {
      // DingTalk custom robot "加签": sign = base64(HMAC-SHA256(secret, `${timestamp}\n${secret}`)),
      // sent URL-encoded as &timestamp=…&sign=….
      let url = target.url
      if (target.secret) {
        const sign = createHmac('sha256', target.secret).update(`${nowMs}\n${target.secret}`).digest('base64')
        url += `${url.includes('?') ? '&' : '?'}timestamp=${nowMs}&sign=${encodeURIComponent(sign)}`
      }
      return { url, headers: {}, body: { msgtype: 'text', text: { content: text } } }
    }
    case 'feishu': {
      // Feishu custom bot: timestamp in seconds; sign = base64(HMAC-SHA256(key `${timestamp}\n${secret}`,
      // empty message)), both in the body.
      const body: Record<string, unknown> = { msg_type: 'text', content: { text } }
      if (target.secret) {
        const timestamp = Math.floor(nowMs / 1000)
        body.timestamp = String(timestamp)
        body.sign = createHmac('sha256', `${timestamp}\n${target.secret}`).update('').digest('base64')
      }
      return { url: target.url, headers: {}, body }
    }
    case 'generic': {
      const body = {
        event: message.event,
        title: message.title,
        content: message.content,
        link: message.link,
        receiver: message.receiver,
        sentAt: new Date(nowMs).toISOString(),
      }
      const headers: Record<string, string> = {}
      if (target.secret) {
        headers['X-Gantry-Signature'] =
          `sha256=${createHmac('sha256', target.secret).update(JSON.stringify(body)).digest('hex')}`
      }
      return { url: target.url, headers, body }
    }
  }
}

/**
 * Posts one message; a non-2xx answer, or a robot's own error code in a 200 (WeCom/DingTalk `errcode`,
 * Feishu `code`), throws.
 */
export async function sendWebhook(target: WebhookTarget, message: WebhookMessage, timeoutMs = 10_000) {
  const request = webhookRequest(target, message)
  const response = await fetch(request.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...request.headers },
    body: JSON.stringify(request.body),
    signal: AbortSignal.timeout(timeoutMs),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${text.slice(0, 300)}`)
  if (target.kind === 'generic') return
  let answer: { errcode?: number; errmsg?: string; code?: number; msg?: string } = {}
  try {
    answer = JSON.parse(text)
  } catch {
    return
  }
  if (typeof answer.errcode === 'number' && answer.errcode !== 0)
    throw new Error(`errcode ${answer.errcode}: ${answer.errmsg ?? ''}`)
  if (typeof answer.code === 'number' && answer.code !== 0)
    throw new Error(`code ${answer.code}: ${answer.msg ?? ''}`)
}
