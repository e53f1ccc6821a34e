import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

/** The product name and version from package.json: shown by GET /version and written into backups. */
export const PRODUCT = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../package.json'), 'utf8'),
) as {
  name: string
  version: string
}
