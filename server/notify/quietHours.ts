/**
 * When a send held by quiet hours may go: the end of the quiet period if `at` falls inside it (server
 * local time; a period may span midnight, "22:00"–"06:00"), else `at` itself.
 */
export function afterQuietHours(at: Date, quiet: { start: string; end: string } | null): Date {
  if (!quiet || quiet.start === quiet.end) return at
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))
  const start = minutes(quiet.start)
  const end = minutes(quiet.end)
  const now = at.getHours() * 60 + at.getMinutes()
  const inside = start < end ? now >= start && now < end : now >= start || now < end
  if (!inside) return at
  const until = new Date(at)
  until.setHours(Math.floor(end / 60), end % 60, 0, 0)
  if (until <= at) until.setDate(until.getDate() + 1)
  return until
}
