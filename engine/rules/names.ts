import { type MessageDescriptor, withValues } from '../messages.ts'

/** Messages of the name, text-length, file-name, version and uniqueness rules (spec S1 §5). */
export const NAME_MESSAGES = {
  empty: /*i18n*/ { id: 'rules.name.empty', message: 'The name cannot be empty' },
  blank: /*i18n*/ { id: 'rules.name.blank', message: 'The name cannot consist only of spaces' },
  letterFirst: /*i18n*/ { id: 'rules.name.letterFirst', message: 'The name must start with a letter' },
  characters: /*i18n*/ {
    id: 'rules.name.characters',
    message: 'The name may contain only letters, digits and underscores',
  },
  charactersHyphen: /*i18n*/ {
    id: 'rules.name.charactersHyphen',
    message: 'The name may contain only letters, digits, underscores and hyphens',
  },
  tooLong: /*i18n*/ { id: 'rules.text.tooLong', message: 'Enter at most {num} characters' },
  fileNameEmpty: /*i18n*/ { id: 'rules.fileName.empty', message: 'The file name cannot be empty' },
  fileNameCharacters: /*i18n*/ {
    id: 'rules.fileName.characters',
    message: 'File names may not contain \\ / : * ? " < > |',
  },
  fileNameControl: /*i18n*/ {
    id: 'rules.fileName.control',
    message: 'File names may not contain control characters',
  },
  fileNameReserved: /*i18n*/ { id: 'rules.fileName.reserved', message: 'A file name cannot be . or ..' },
  fileNameSpaces: /*i18n*/ {
    id: 'rules.fileName.spaces',
    message: 'A file name cannot start or end with a space',
  },
  version: /*i18n*/ { id: 'rules.version.format', message: 'Enter a version number like 1.0.1' },
  uniqueName: /*i18n*/ { id: 'rules.unique.name', message: 'The name {name} is already in use' },
  uniqueAlias: /*i18n*/ { id: 'rules.unique.alias', message: 'The alias {name} is already in use' },
  uniqueId: /*i18n*/ { id: 'rules.unique.id', message: 'Duplicate id {name}' },
  emptyName: /*i18n*/ { id: 'rules.unique.emptyName', message: 'The name cannot be empty' },
  emptyAlias: /*i18n*/ { id: 'rules.unique.emptyAlias', message: 'The alias cannot be empty' },
  emptyId: /*i18n*/ { id: 'rules.unique.emptyId', message: 'The id cannot be empty' },
} satisfies Record<string, MessageDescriptor>

/** The text limits of spec S1 §5/§9: 50, 200 or 500 characters depending on the field. */
export type TextLimit = 50 | 200 | 500

/** What a uniqueness check is about; it picks the message (name, alias or control id). */
export type UniqueSubject = 'name' | 'alias' | 'id'

const EMPTY_MESSAGE: Record<UniqueSubject, MessageDescriptor> = {
  name: NAME_MESSAGES.emptyName,
  alias: NAME_MESSAGES.emptyAlias,
  id: NAME_MESSAGES.emptyId,
}

const DUPLICATE_MESSAGE: Record<UniqueSubject, MessageDescriptor> = {
  name: NAME_MESSAGES.uniqueName,
  alias: NAME_MESSAGES.uniqueAlias,
  id: NAME_MESSAGES.uniqueId,
}

const NAME_REST = /^[A-Za-z0-9_]*$/
const NAME_REST_HYPHEN = /^[A-Za-z0-9_-]*$/
// The characters of the spec's file-name rule: \ / : * ? " < > |
const FILE_NAME_FORBIDDEN = /[\\/:*?"<>|]/
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rejects.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/
const VERSION_NUMBER = /^(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)$/

/**
 * Names of objects and similar items: not empty, not only spaces, start with a letter, then letters,
 * digits and underscore only (the hyphen variant also allows '-').
 */
export function checkName(value: string, opts: { allowHyphen?: boolean } = {}): MessageDescriptor | null {
  const text = typeof value === 'string' ? value : ''
  if (text === '') return NAME_MESSAGES.empty
  if (text.trim() === '') return NAME_MESSAGES.blank
  if (!/^[A-Za-z]/.test(text)) return NAME_MESSAGES.letterFirst
  const rest = text.slice(1)
  if (opts.allowHyphen === true) return NAME_REST_HYPHEN.test(rest) ? null : NAME_MESSAGES.charactersHyphen
  return NAME_REST.test(rest) ? null : NAME_MESSAGES.characters
}

/** Text limits: at most `max` characters, counted as code points so an emoji is one character. */
export function checkTextLength(value: string, max: TextLimit): MessageDescriptor | null {
  const length = typeof value === 'string' ? [...value].length : 0
  return length > max ? withValues(NAME_MESSAGES.tooLong, { num: max }) : null
}

/**
 * File names may not contain \ / : * ? " < > | (spec S1 §5). The server also uses names as path
 * segments, so '.', '..', control characters and leading or trailing spaces are refused too.
 */
export function checkFileName(name: string): MessageDescriptor | null {
  const text = typeof name === 'string' ? name : ''
  if (text === '') return NAME_MESSAGES.fileNameEmpty
  if (FILE_NAME_FORBIDDEN.test(text)) return NAME_MESSAGES.fileNameCharacters
  if (CONTROL_CHARACTERS.test(text)) return NAME_MESSAGES.fileNameControl
  if (text !== text.trim()) return NAME_MESSAGES.fileNameSpaces
  if (text === '.' || text === '..') return NAME_MESSAGES.fileNameReserved
  return null
}

/** "Version number like 1.0.1": three dot-separated non-negative integers without leading zeros. */
export function checkVersionNumber(version: string): MessageDescriptor | null {
  return typeof version === 'string' && VERSION_NUMBER.test(version) ? null : NAME_MESSAGES.version
}

/** The names that occur more than once, each reported once, in order of their second occurrence. */
export function findDuplicates(names: readonly string[], opts: { ignoreCase?: boolean } = {}): string[] {
  const seen = new Set<string>()
  const reported = new Set<string>()
  const duplicates: string[] = []
  for (const name of names) {
    const key = opts.ignoreCase === true ? name.toLowerCase() : name
    if (!seen.has(key)) seen.add(key)
    else if (!reported.has(key)) {
      reported.add(key)
      duplicates.push(name)
    }
  }
  return duplicates
}

/**
 * Uniqueness rules of spec S1 §5 (menu names and aliases, control ids, group names, property names, API
 * function names, same-level graphic elements, form-library control names): `name` must not be blank
 * nor equal one of `existing`, which must not include the item being edited.
 */
export function checkUnique(
  name: string,
  existing: readonly string[],
  opts: { ignoreCase?: boolean; subject?: UniqueSubject } = {},
): MessageDescriptor | null {
  const subject = opts.subject ?? 'name'
  const text = typeof name === 'string' ? name : ''
  if (text.trim() === '') return EMPTY_MESSAGE[subject]
  const fold = (value: string) => (opts.ignoreCase === true ? value.toLowerCase() : value)
  const key = fold(text)
  const taken = existing.some((other) => typeof other === 'string' && fold(other) === key)
  return taken ? withValues(DUPLICATE_MESSAGE[subject], { name: text }) : null
}
