import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, it } from 'vitest'
import { LogSmsSender, WebhookSmsSender } from '../../../server/routes/auth/sms/senders.ts'
import { forEachEngine } from '../harness.ts'

forEachEngine(
  'auth SMS login',
  (server) => {
    it('issues a code with a resend countdown and logs in with it', async () => {
      const user = await server.createUser('texter', { phone: '13800000001' })
      const issued = await server.call('POST', '/api/auth/users/smsCode', { body: { phone: '13800000001' } })
      expect(issued.status).toBe(200)
      expect(issued.body).toEqual({ resendAfter: 2, expiresIn: 300 })
      const sms = server.sentSms.at(-1)
      expect(sms?.phone).toBe('13800000001')
      expect(sms?.code).toMatch(/^\d{6}$/)
      const again = await server.call('POST', '/api/auth/users/smsCode', { body: { phone: '13800000001' } })
      expect(again.status).toBe(429)
      expect(again.body.message).toMatch(/^Wait [12] seconds before requesting a new code$/)
      const login = await server.call('POST', '/api/auth/users/smsLogin', {
        body: { phone: '13800000001', code: sms?.code },
      })
      expect(login.status).toBe(200)
      expect(login.body).toMatchObject({ status: 'ok', userId: user.userId })
      const info = await server.call('GET', '/api/auth/users/userSessionInfo', { ticket: login.body.ticket })
      expect(info.body.username).toBe('texter')
      // A code works once.
      const reuse = await server.call('POST', '/api/auth/users/smsLogin', {
        body: { phone: '13800000001', code: sms?.code },
      })
      expect(reuse.status).toBe(401)
      expect(reuse.body.code).toBe('401.3')
    })

    it('answers a wrong code with 401 and code 401.3, and voids the code after 5 wrong guesses', async () => {
      await server.createUser('guesser', { phone: '13800000002' })
      await server.call('POST', '/api/auth/users/smsCode', { body: { phone: '13800000002' } })
      const code = server.sentSms.at(-1)?.code ?? ''
      const wrong = code === '000000' ? '000001' : '000000'
      const first = await server.call('POST', '/api/auth/users/smsLogin', {
        body: { phone: '13800000002', code: wrong },
      })
      expect(first.status).toBe(401)
      expect(first.body).toEqual({ code: '401.3', message: 'Wrong verification code, please try again' })
      for (let i = 0; i < 4; i++) {
        await server.call('POST', '/api/auth/users/smsLogin', { body: { phone: '13800000002', code: wrong } })
      }
      const right = await server.call('POST', '/api/auth/users/smsLogin', {
        body: { phone: '13800000002', code },
      })
      expect(right.status).toBe(401)
      expect(right.body.code).toBe('401.3')
    })

    it('answers unknown phones like known ones but sends nothing', async () => {
      const before = server.sentSms.length
      const issued = await server.call('POST', '/api/auth/users/smsCode', { body: { phone: '13900000009' } })
      expect(issued.status).toBe(200)
      expect(server.sentSms.length).toBe(before)
      const login = await server.call('POST', '/api/auth/users/smsLogin', {
        body: { phone: '13900000009', code: '123456' },
      })
      expect(login.body.code).toBe('401.3')
    })

    it('refuses malformed phone numbers with 400', async () => {
      const result = await server.call('POST', '/api/auth/users/smsCode', { body: { phone: '12345' } })
      expect(result.status).toBe(400)
      expect(result.body.message).toMatch(/phone/)
    })

    it('allows a new code once the countdown is over', async () => {
      await server.createUser('patient', { phone: '13800000003' })
      await server.call('POST', '/api/auth/users/smsCode', { body: { phone: '13800000003' } })
      await new Promise((resolve) => setTimeout(resolve, 2100))
      const again = await server.call('POST', '/api/auth/users/smsCode', { body: { phone: '13800000003' } })
      expect(again.status).toBe(200)
    })
  },
  { config: { sms: { resendSeconds: 2, codeTtlSeconds: 300, maxAttempts: 5, webhookUrl: undefined } } },
)

it('webhook sender posts the code as JSON and fails on a non-2xx answer', async () => {
  const received: unknown[] = []
  let answer = 200
  const hook = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      received.push(JSON.parse(body))
      response.writeHead(answer).end()
    })
  })
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve))
  const { port } = hook.address() as AddressInfo
  try {
    const sender = new WebhookSmsSender(`http://127.0.0.1:${port}/sms`)
    await sender.send('13800000004', '123456')
    expect(received).toEqual([
      { phone: '13800000004', code: '123456', message: 'Your Gantry verification code is 123456' },
    ])
    answer = 500
    await expect(sender.send('13800000004', '654321')).rejects.toThrow(/500/)
  } finally {
    hook.close()
  }
})

it('log sender writes the code to the server log', async () => {
  const lines: string[] = []
  await new LogSmsSender({
    warn: (_obj: unknown, message?: string) => void lines.push(message ?? ''),
  } as never).send('13800000005', '111222')
  expect(lines).toEqual(['SMS verification code for 13800000005: 111222'])
})
