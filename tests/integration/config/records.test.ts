import { expect, it } from 'vitest'
import { forEachEngine } from '../harness.ts'

const VALID_MAIL = {
  smtp_server: 'smtp.example.com',
  smtp_server_port: 465,
  smtp: 'SMTP',
  smtp_account_user: 'plant@example.com',
  smtp_account_password: 'Secret#1',
  display_name: 'Plant 7',
  ssl: '1',
}

forEachEngine('config records', (server) => {
  it('creates and edits a record with versions: 201 + Location, 201, 409 on stale or missing version', async () => {
    const ticket = await server.adminTicket()
    const configValue = JSON.stringify({ theme: 'dark' })
    const first = await server.call('POST', '/api/config/configInfo', {
      ticket,
      body: { key: 'uiTheme', configValue },
    })
    expect(first.status).toBe(201)
    expect(first.headers.get('location')).toBe('/api/config/configInfo/uiTheme')
    expect(first.body).toMatchObject({ key: 'uiTheme', configValue, version: 1 })
    const read = await server.call('GET', '/api/config/configInfo/uiTheme', { ticket })
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ key: 'uiTheme', configValue, version: 1 })

    const unversioned = await server.call('POST', '/api/config/configInfo', {
      ticket,
      body: { key: 'uiTheme', configValue: '{"theme":"light"}' },
    })
    expect(unversioned.status).toBe(409)
    expect(unversioned.body.message).toMatch(/version/)
    const edit = await server.call('POST', '/api/config/configInfo', {
      ticket,
      body: { key: 'uiTheme', configValue: '{"theme":"light"}', version: 1 },
    })
    expect(edit.status).toBe(201)
    expect(edit.headers.get('location')).toBeNull()
    expect(edit.body.version).toBe(2)
    const stale = await server.call('POST', '/api/config/configInfo', {
      ticket,
      body: { key: 'uiTheme', configValue: '{"theme":"blue"}', version: 1 },
    })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toMatch(/changed by someone else/)
    const after = await server.call('GET', '/api/config/configInfo/uiTheme', { ticket })
    expect(after.body).toMatchObject({ configValue: '{"theme":"light"}', version: 2 })
  })

  it('refuses configValue that is not JSON (422 new, 400 existing) and bad keys, changing nothing', async () => {
    const ticket = await server.adminTicket()
    const fresh = await server.call('POST', '/api/config/configInfo', {
      ticket,
      body: { key: 'broken', configValue: '{not json' },
    })
    expect(fresh.status).toBe(422)
    expect(fresh.body).toMatchObject({ code: 422, message: expect.stringMatching(/JSON/) })
    expect((await server.call('GET', '/api/config/configInfo/broken', { ticket })).status).toBe(404)

    await server.call('POST', '/api/config/configInfo', { ticket, body: { key: 'kept', configValue: '1' } })
    const existing = await server.call('POST', '/api/config/configInfo', {
      ticket,
      body: { key: 'kept', configValue: '', version: 1 },
    })
    expect(existing.status).toBe(400)
    expect((await server.call('GET', '/api/config/configInfo/kept', { ticket })).body.configValue).toBe('1')

    const badKey = await server.call('POST', '/api/config/configInfo', {
      ticket,
      body: { key: '../x', configValue: '1' },
    })
    expect(badKey.status).toBe(400)
    const notString = await server.call('POST', '/api/config/configInfo', {
      ticket,
      body: { key: 'obj', configValue: { a: 1 } },
    })
    expect(notString.status).toBe(400)
    const auth = await server.call('POST', '/api/config/configInfo', {
      ticket,
      body: { key: 'passwd_settings', configValue: '{}' },
    })
    expect(auth.status).toBe(400)
    expect(auth.body.message).toMatch(/\/api\/auth\/passwd\/settings/)
  })

  it('answers 404 with a message for an unknown key and built-in defaults for the known ones', async () => {
    const ticket = await server.adminTicket()
    const missing = await server.call('GET', '/api/config/configInfo/noSuchKey', { ticket })
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({
      code: 404,
      message: 'The configuration record noSuchKey does not exist',
      details: [{ id: 'server.config.recordMissing', values: { key: 'noSuchKey' } }],
    })
    const option = await server.call('GET', '/api/config/configInfo/appOption', { ticket })
    expect(option.body).toMatchObject({ version: 0, updatedAt: null })
    expect(JSON.parse(option.body.configValue)).toEqual({ showDatalinkTooltip: '1' })
    const mail = JSON.parse(
      (await server.call('GET', '/api/config/configInfo/emailServer', { ticket })).body.configValue,
    )
    expect(Object.keys(mail)).toEqual(expect.arrayContaining(['smtp_server', 'smtp_server_port', 'smtp']))
    const colors = await server.call('GET', '/api/config/configInfo/user_widget_alarm_color', { ticket })
    expect(Object.keys(JSON.parse(colors.body.configValue)).length).toBeGreaterThan(0)
    const title = await server.call('GET', '/api/config/configInfo/pageTitle', { ticket })
    expect(JSON.parse(title.body.configValue)).toBe('Gantry')
  })

  it('serves the login page settings without a session and everything else only with one', async () => {
    const login = await server.call('GET', '/api/config/configInfo/loginImgs')
    expect(login.status).toBe(200)
    expect(Object.keys(JSON.parse(login.body.configValue)).sort()).toEqual(
      ['bg', 'leftLogo', 'loginTitle', 'logo', 'tagline'].sort(),
    )
    expect((await server.call('GET', '/api/config/configInfo/pageTitle')).status).toBe(200)
    const mail = await server.call('GET', '/api/config/configInfo/emailServer')
    expect(mail.status).toBe(401)
    const timedOut = await server.call('GET', '/api/config/configInfo/emailServer', { ticket: 'nope' })
    expect(timedOut.status).toBe(401)
    expect(timedOut.body.message).toMatch(/timed out/)
  })

  it('requires the system-information resource to write, a session to read', async () => {
    const plain = await server.createUser('cfgreader')
    const read = await server.call('GET', '/api/config/configInfo/appOption', { ticket: plain.ticket })
    expect(read.status).toBe(200)
    // Issue 17: the runtime's options are readable by every session, the other records only by the
    // holders of the screens that edit them.
    for (const key of ['emailServer', 'passwd_settings', 'default_home_page', 'noSuchKey']) {
      const other = await server.call('GET', `/api/config/configInfo/${key}`, { ticket: plain.ticket })
      expect(other.status, key).toBe(403)
    }
    const write = await server.call('POST', '/api/config/configInfo', {
      ticket: plain.ticket,
      body: { key: 'appOption', configValue: '{"showDatalinkTooltip":"0"}' },
    })
    expect(write.status).toBe(403)
    const manager = await server.createUser('cfgwriter', { resources: ['system-info-manage'] })
    const allowed = await server.call('POST', '/api/config/configInfo', {
      ticket: manager.ticket,
      body: { key: 'appOption', configValue: '{"showDatalinkTooltip":"0"}' },
    })
    expect(allowed.status).toBe(201)
    const wrong = await server.call('POST', '/api/config/configInfo', {
      ticket: manager.ticket,
      body: { key: 'appOption', configValue: '{"showDatalinkTooltip":"yes"}', version: 1 },
    })
    expect(wrong.status).toBe(400)
    const looks = await server.call('POST', '/api/config/configInfo', {
      ticket: manager.ticket,
      body: {
        key: 'appOption',
        configValue: JSON.stringify({
          runtimeTheme: 'neon',
          runtimeThemes: { 1: 'dim' },
          operatorTheme: 'yes',
        }),
        version: 1,
      },
    })
    expect(looks.status).toBe(400)
    expect(looks.body.details.map((d: { id: string }) => d.id)).toEqual([
      'config.record.theme',
      'config.record.appThemes',
      'config.record.operatorTheme',
    ])
    const dark = await server.call('POST', '/api/config/configInfo', {
      ticket: manager.ticket,
      body: {
        key: 'appOption',
        configValue: JSON.stringify({
          runtimeTheme: 'dark',
          runtimeThemes: { 1: 'light' },
          operatorTheme: '0',
        }),
        version: 1,
      },
    })
    expect(dark.status).toBe(201)
  })

  it('validates the mail server: every required field, the port range and the sender address', async () => {
    const ticket = await server.adminTicket()
    const empty = await server.call('POST', '/api/config/configInfo', {
      ticket,
      body: { key: 'emailServer', configValue: JSON.stringify({ smtp_server_port: 70000 }) },
    })
    expect(empty.status).toBe(422)
    expect(empty.body.details.map((d: { id: string }) => d.id)).toEqual([
      'config.mail.server',
      'config.mail.port',
      'config.mail.sender',
      'config.mail.password',
      'config.mail.displayName',
      'config.mail.protocol',
    ])
    const badSender = await server.call('POST', '/api/config/configInfo', {
      ticket,
      body: {
        key: 'emailServer',
        configValue: JSON.stringify({ ...VALID_MAIL, smtp_account_user: 'plant' }),
      },
    })
    expect(badSender.status).toBe(422)
    expect(badSender.body.message).toBe('The sender address must be a valid email address')
    const zeroPort = await server.call('POST', '/api/config/configInfo', {
      ticket,
      body: { key: 'emailServer', configValue: JSON.stringify({ ...VALID_MAIL, smtp_server_port: 0 }) },
    })
    expect(zeroPort.status).toBe(422)
    expect((await server.call('GET', '/api/config/configInfo/emailServer', { ticket })).body.version).toBe(0)
  })

  it('never returns the SMTP password and keeps it when the mask is sent back', async () => {
    const ticket = await server.adminTicket()
    const saved = await server.call('POST', '/api/config/configInfo', {
      ticket,
      body: { key: 'emailServer', configValue: JSON.stringify(VALID_MAIL) },
    })
    expect(saved.status).toBe(201)
    expect(JSON.parse(saved.body.configValue).smtp_account_password).toBe('******')
    const read = await server.call('GET', '/api/config/configInfo/emailServer', { ticket })
    const shown = JSON.parse(read.body.configValue)
    expect(shown.smtp_account_password).toBe('******')
    expect(read.body.configValue).not.toContain('Secret#1')

    const edit = await server.call('POST', '/api/config/configInfo', {
      ticket,
      body: {
        key: 'emailServer',
        configValue: JSON.stringify({ ...shown, display_name: 'Plant 8' }),
        version: read.body.version,
      },
    })
    expect(edit.status).toBe(201)
    const row = await server.db.kysely
      .selectFrom('configRecords')
      .select('configValue')
      .where('key', '=', 'emailServer')
      .executeTakeFirstOrThrow()
    expect(JSON.parse(row.configValue)).toMatchObject({
      smtp_account_password: 'Secret#1',
      display_name: 'Plant 8',
    })
  })

  it('accepts valid alarm colours and refuses invalid ones', async () => {
    const ticket = await server.adminTicket()
    const bad = await server.call('POST', '/api/config/configInfo', {
      ticket,
      body: {
        key: 'user_widget_alarm_color',
        configValue: JSON.stringify({ '1': '#ff0000', '2': 'reddish' }),
      },
    })
    expect(bad.status).toBe(422)
    expect(bad.body.message).toBe('The colour of priority 2 is not a valid colour')
    const notMap = await server.call('POST', '/api/config/configInfo', {
      ticket,
      body: { key: 'user_widget_alarm_color', configValue: '["#fff"]' },
    })
    expect(notMap.status).toBe(422)
    const colors = {
      '1': '#FF0000',
      '2': 'rgb(255, 128, 0)',
      '3': 'rgba(250,219,20,0.8)',
      '4': 'hsl(210 100% 50%)',
      '5': 'grey',
    }
    const good = await server.call('POST', '/api/config/configInfo', {
      ticket,
      body: { key: 'user_widget_alarm_color', configValue: JSON.stringify(colors) },
    })
    expect(good.status).toBe(201)
    const read = await server.call('GET', '/api/config/configInfo/user_widget_alarm_color', { ticket })
    expect(JSON.parse(read.body.configValue)).toEqual(colors)
  })

  it('records writes in the operation log', async () => {
    const ticket = await server.adminTicket()
    await server.call('POST', '/api/config/configInfo', {
      ticket,
      body: { key: 'logged', configValue: '{}' },
    })
    const rows = await server.db.kysely
      .selectFrom('operationLog')
      .select(['action', 'target', 'status'])
      .where('action', '=', 'config.save')
      .where('target', '=', 'logged')
      .execute()
    expect(rows).toEqual([{ action: 'config.save', target: 'logged', status: 201 }])
  })
})
