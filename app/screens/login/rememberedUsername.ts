import { storageKeys } from '../../shell/storageKeys'

/** The username remembered by an earlier login with "remember username" ticked, or ''. */
export function rememberedUsername(): string {
  return localStorage.getItem(storageKeys.rememberedUsername) ?? ''
}

/** Remembers `username` for the next visit, or forgets it when `remember` is off. */
export function rememberUsername(username: string, remember: 'remember' | 'forget'): void {
  if (remember === 'remember') localStorage.setItem(storageKeys.rememberedUsername, username)
  else localStorage.removeItem(storageKeys.rememberedUsername)
}
