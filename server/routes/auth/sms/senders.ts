import type { FastifyBaseLogger } from 'fastify'
import type { ServerConfig } from '../../../config.ts'

/** Delivers a verification code. Failures throw; the caller answers 503 and keeps no code. */
export interface SmsSender {
  send(phone: string, code: string): Promise<void>
}

/** The default: writes the code to the server log, for installations without an SMS gateway. */
export class LogSmsSender implements SmsSender {
  constructor(private readonly log: Pick<FastifyBaseLogger, 'warn'>) {}

  async send(phone: string, code: string): Promise<void> {
    // warn, not info: the default log level is warn and an operator must be able to read the code.
    this.log.warn({ phone }, `SMS verification code for ${phone}: ${code}`)
  }
}

/** POSTs `{ phone, code, message }` as JSON to a gateway's webhook; any non-2xx answer is a failure. */
export class WebhookSmsSender implements SmsSender {
  constructor(
    private readonly url: string,
    private readonly timeoutMs = 5000,
  ) {}

  async send(phone: string, code: string): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone, code, message: `Your Gantry verification code is ${code}` }),
      signal: AbortSignal.timeout(this.timeoutMs),
    })
    if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`)
  }
}

/** The webhook sender when `GANTRY_SMS_WEBHOOK_URL` is set, else the log sender. */
export function smsSenderFor(config: ServerConfig, log: FastifyBaseLogger): SmsSender {
  return config.sms.webhookUrl ? new WebhookSmsSender(config.sms.webhookUrl) : new LogSmsSender(log)
}
