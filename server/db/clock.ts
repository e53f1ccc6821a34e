import { type RawBuilder, sql } from 'kysely'
import type { Engine } from './database.ts'

/**
 * The database's clock `secondsAgo` back, as ISO-8601 UTC text (what `toISOString` writes). For times
 * that several server processes compare, possibly on machines whose clocks differ.
 */
export function databaseTime(engine: Engine, secondsAgo = 0): RawBuilder<string> {
  if (engine === 'postgres') {
    return sql<string>`to_char((clock_timestamp() - make_interval(secs => ${secondsAgo}::double precision)) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
  }
  return sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`-${secondsAgo} seconds`})`
}
