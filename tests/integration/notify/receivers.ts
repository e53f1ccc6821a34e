import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** A message the test SMTP server received: envelope, raw text, decoded subject and body. */
export interface ReceivedMail {
  from: string
  to: string[]
  raw: string
  subject: string
  text: string
  user: string
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?B?…?=`, also Q), joining adjacent ones. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_w, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    )
}

function parseMail(raw: string): { headers: Map<string, string>; subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n')
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ')
  const body = raw.slice(split + 4)
  const headers = new Map<string, string>()
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim())
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase()
  const text = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body
  return { headers, subject: decodeWords(headers.get('subject') ?? ''), text }
}

/** A real SMTP server on 127.0.0.1 (the `smtp-server` package) that keeps what it receives. */
export async function startSmtp(): Promise<{ port: number; mails: ReceivedMail[]; close(): Promise<void> }> {
  const mails: ReceivedMail[] = []
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'robot@plant.test' && auth.password === 'mail#secret')
        callback(null, { user: auth.username })
      else callback(new Error('Invalid username or password'))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const parsed = parseMail(raw)
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: parsed.subject,
          text: parsed.text,
          user: String(session.user ?? ''),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  return { port, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

export interface Hook {
  path: string
  headers: Record<string, string | string[] | undefined>
  body: Record<string, unknown>
  at: number
}

/**
 * A local HTTP receiver for webhooks: keeps every POST; `answer` decides the reply (status, JSON,
 * delay), so tests can make a robot fail or hang.
 */
export async function startHookReceiver(
  answer: (hook: Hook, index: number) => { status?: number; body?: unknown; delayMs?: number } = () => ({}),
): Promise<{ url: string; hooks: Hook[]; close(): Promise<void>; server: Server }> {
  const hooks: Hook[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const hook: Hook = {
        path: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'),
        at: Date.now(),
      }
      const index = hooks.push(hook) - 1
      const reply = answer(hook, index)
      setTimeout(() => {
        response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' })
        response.end(JSON.stringify(reply.body ?? { errcode: 0, errmsg: 'ok' }))
      }, reply.delayMs ?? 0)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}`,
    hooks,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export async function until<T>(
  what: string,
  probe: () => T | Promise<T>,
  timeoutMs = 8000,
): Promise<Exclude<T, false | undefined | null | 0 | ''>> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value) return value as Exclude<T, false | undefined | null | 0 | ''>
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
