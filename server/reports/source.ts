import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { type MessageDescriptor, withValues } from '../../engine/messages.ts'
import { DATASOURCE_MESSAGES } from '../datasources/messages.ts'
import type { ConnectionSettings } from '../datasources/probe.ts'
import { datasourceKey, decryptPassword } from '../datasources/secret.ts'
import type { DatasourceKind } from '../datasources/tables.ts'

/**
 * Where a report reads: a saved SQL data source, or (no data source) the product's own database through
 * a connection of its own that cannot write: SQLite opened read-only, PostgreSQL in a read-only transaction.
 */
export async function reportSource(
  app: FastifyInstance,
  datasourceId: number | null,
): Promise<ConnectionSettings | MessageDescriptor> {
  if (datasourceId === null) return productSource(app)
  const saved = await app.db
    .selectFrom('sqlDatasources')
    .selectAll()
    .where('datasourceId', '=', datasourceId)
    .executeTakeFirst()
  if (!saved) return withValues(DATASOURCE_MESSAGES.missing, { id: datasourceId })
  return {
    kind: saved.kind as DatasourceKind,
    host: saved.host,
    port: saved.port,
    databaseName: saved.databaseName,
    username: saved.username,
    password: decryptPassword(await datasourceKey(app.db), saved.passwordEnc),
  }
}

async function productSource(app: FastifyInstance): Promise<ConnectionSettings> {
  const blank = { host: '', port: 0, username: '', password: '' }
  if (app.engine === 'sqlite')
    return { kind: 'sqlite', databaseName: join(app.config.dataDir, 'gantry.db'), ...blank }
  // The schema the server works in (tests and some installs use one other than public).
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(app.db)
  const schema = rows[0]?.schema ?? 'public'
  const settings: ConnectionSettings = {
    kind: 'postgres',
    databaseName: '',
    ...blank,
    connectionString: app.config.databaseUrl ?? '',
  }
  // It goes into a connection option, not a bound value: plain identifiers only.
  if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(schema)) settings.searchPath = schema
  return settings
}
