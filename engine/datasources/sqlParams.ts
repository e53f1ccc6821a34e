/**
 * Named parameters (`:from`, `:to`, `:area`) turned into the driver's positional placeholders, so values
 * are always bound, never spliced into the text. String literals, quoted identifiers, comments and
 * PostgreSQL `::type` casts are skipped.
 */
export interface PositionalSql {
  text: string
  /** The parameter name behind each placeholder, in order (a name used twice appears twice). */
  names: string[]
}

export function toPositional(sql: string, placeholder: (index: number) => string): PositionalSql {
  const names: string[] = []
  let text = ''
  let i = 0
  while (i < sql.length) {
    const c = sql[i] as string
    const next = sql[i + 1]
    if (c === "'" || c === '"') {
      const end = closingQuote(sql, i, c)
      text += sql.slice(i, end)
      i = end
    } else if (c === '-' && next === '-') {
      const end = sql.indexOf('\n', i)
      const stop = end < 0 ? sql.length : end
      text += sql.slice(i, stop)
      i = stop
    } else if (c === '/' && next === '*') {
      const end = sql.indexOf('*/', i + 2)
      const stop = end < 0 ? sql.length : end + 2
      text += sql.slice(i, stop)
      i = stop
    } else if (c === ':' && next === ':') {
      text += '::'
      i += 2
    } else if (c === ':' && next !== undefined && /[A-Za-z_]/.test(next)) {
      const match = /^[A-Za-z_][A-Za-z0-9_]*/.exec(sql.slice(i + 1)) as RegExpExecArray
      names.push(match[0])
      text += placeholder(names.length)
      i += 1 + match[0].length
    } else {
      text += c
      i += 1
    }
  }
  return { text, names }
}

/** The index after a quoted run; a doubled quote is an escaped one. */
function closingQuote(sql: string, start: number, quote: string): number {
  let i = start + 1
  while (i < sql.length) {
    if (sql[i] === quote) {
      if (sql[i + 1] === quote) i += 2
      else return i + 1
    } else i += 1
  }
  return sql.length
}

/** The statement without leading comments and blanks: what decides whether it only reads. */
export function leadingKeyword(sql: string): string {
  const stripped = sql.replace(/^(\s+|--[^\n]*\n?|\/\*[\s\S]*?\*\/)*/, '')
  return (/^[A-Za-z]+/.exec(stripped)?.[0] ?? '').toLowerCase()
}

/** Drops one trailing semicolon (and blanks), so the statement can sit inside a limiting subquery. */
export function withoutTrailingSemicolon(sql: string): string {
  return sql.replace(/;\s*$/, '')
}
