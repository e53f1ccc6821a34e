/** The signed-in user's record as GET /api/auth/users/{username} answers it (the fields this screen uses). */
export interface PersonalRecord {
  userId: number
  username: string
  realName: string
  email: string
  phone: string
  timezone: string
  avatar: string
  version: number
}

/** The time zones the browser knows, the user's own first; '' (not set) is offered separately. */
export function timeZoneChoices(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: string) => string[] }
  const all = intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : []
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone
  const list = all.includes('UTC') ? all : ['UTC', ...all]
  return own && list.includes(own) ? [own, ...list.filter((zone) => zone !== own)] : list
}

/** The current UTC offset of a time zone, '+08:00'; '' when the browser cannot tell. */
export function utcOffset(timeZone: string, at: Date = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value
    if (!part) return ''
    return part === 'GMT' ? '+00:00' : part.replace('GMT', '')
  } catch {
    return ''
  }
}
