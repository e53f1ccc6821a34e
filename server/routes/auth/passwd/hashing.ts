import { hash, verify } from '@node-rs/argon2'

// @node-rs/argon2 defaults to argon2id (its Algorithm enum is a const enum, which isolatedModules cannot
// import); a test asserts the `$argon2id$` prefix so a changed default cannot slip through.

/** An argon2id hash of `password` with a fresh salt, in PHC string form. */
export function hashPassword(password: string): Promise<string> {
  return hash(password)
}

/** Whether `password` matches `passwordHash`; false for a malformed hash instead of throwing. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

/** A hash that no password matches, verified against when the username is unknown so timing tells nothing. */
let decoyHash: Promise<string> | undefined
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hash('decoy password that never matches')
  return decoyHash
}
