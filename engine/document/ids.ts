const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz'

/** A short random id for document nodes (not a secret: ids only need to be unique in a page). */
export function createId(prefix = '', length = 10): string {
  let id = ''
  for (let i = 0; i < length; i++) id += ALPHABET[Math.floor(Math.random() * ALPHABET.length)]
  return prefix + id
}

/** A widget-group id; the spec tags widget groups "V1" (S1 §9), kept as the id prefix. */
export function createGroupId(): string {
  return createId('V1_')
}
