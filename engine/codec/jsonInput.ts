import { decompressText } from './compression.ts'
import { compareVersionTags, type DocumentMigration, migrateDocument } from './migrations.ts'
import { type CodecResult, codecFailure, DocumentShapeError } from './result.ts'
import { isObject } from './shape.ts'

/** Text (maybe compressed) or an already parsed value → the parsed JSON value. */
export function readJsonInput(input: unknown): { ok: true; value: unknown } | { ok: false; message: string } {
  if (typeof input !== 'string') return { ok: true, value: input }
  try {
    return { ok: true, value: JSON.parse(decompressText(input)) }
  } catch (error) {
    return { ok: false, message: `not valid JSON (${(error as Error).message})` }
  }
}

/**
 * The shared decode pipeline: parse → detect version → migrate → validate. `detectVersion`
 * names the input's version tag; a tag newer than the codec knows is kept verbatim.
 */
export function decodeVersioned<T>(
  kind: string,
  input: unknown,
  migrations: readonly DocumentMigration[],
  detectVersion: (value: unknown) => string | null,
  validate: (value: unknown, owned: boolean) => T,
): CodecResult<T> {
  const parsed = readJsonInput(input)
  if (!parsed.ok) return codecFailure('invalidJson', `${kind}: ${parsed.message}`)
  const version = detectVersion(parsed.value)
  if (version === null) return codecFailure('invalidDocument', `${kind}: unrecognised document shape`)
  const current = migrations.at(-1)?.to as string
  if (compareVersionTags(version, current) > 0) {
    return codecFailure('newerVersion', `${kind}: version ${version} is newer than ${current}`, parsed.value)
  }
  const migrated = migrateDocument(migrations, version, parsed.value)
  if (!migrated) return codecFailure('invalidDocument', `${kind}: unknown version ${version}`)
  try {
    // Parsed here from text, the value belongs to nobody else: the validator may keep its parts uncopied.
    const owned = typeof input === 'string'
    return { ok: true, value: validate(migrated.doc, owned), migratedFrom: migrated.migratedFrom }
  } catch (error) {
    if (error instanceof DocumentShapeError)
      return codecFailure('invalidDocument', `${kind}: ${error.message}`)
    throw error
  }
}

/** Version detection for documents that carry a `version` tag; untagged objects count as 'v0'. */
export function taggedVersion(value: unknown): string | null {
  if (!isObject(value)) return null
  if (value.version === undefined) return 'v0'
  return typeof value.version === 'string' ? value.version : null
}
