/**
 * Numbered, named document migrations (STYLE.md §4). Each kind has an ordered list that walks a
 * document from its oldest known version tag to the current one.
 */
export interface DocumentMigration {
  id: number
  name: string
  from: string
  to: string
  up(doc: unknown): unknown
}

export interface MigrationOutcome {
  doc: unknown
  /** The version the document started at, or null if it was current. */
  migratedFrom: string | null
}

/** Checks that a migration list is numbered 1..n and chains each `to` into the next `from`. */
export function assertMigrationChain(kind: string, migrations: readonly DocumentMigration[]): void {
  migrations.forEach((m, index) => {
    if (m.id !== index + 1) throw new Error(`${kind} migration ${m.name} should have id ${index + 1}`)
    const next = migrations[index + 1]
    if (next && next.from !== m.to)
      throw new Error(`${kind} migration ${next.name} does not follow ${m.name}`)
  })
}

/** Runs the migrations from `version` to the last one's `to`; returns null for an unknown version. */
export function migrateDocument(
  migrations: readonly DocumentMigration[],
  version: string,
  doc: unknown,
): MigrationOutcome | null {
  const current = migrations.at(-1)?.to
  if (version === current) return { doc, migratedFrom: null }
  const start = migrations.findIndex((m) => m.from === version)
  if (start < 0) return null
  let result = doc
  for (const migration of migrations.slice(start)) result = migration.up(result)
  return { doc: result, migratedFrom: version }
}

/** Orders version tags like 'v1.0' < 'v1.1' < 'v2.0'; non-tags sort first. */
export function compareVersionTags(a: string, b: string): number {
  const parse = (tag: string) => /^v(\d+)\.(\d+)$/.exec(tag) ?? []
  const [, aMajor = '-1', aMinor = '-1'] = parse(a)
  const [, bMajor = '-1', bMinor = '-1'] = parse(b)
  return Number(aMajor) - Number(bMajor) || Number(aMinor) - Number(bMinor)
}
