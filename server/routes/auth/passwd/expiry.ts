import type { PasswordSettings } from '../../../../engine/rules/passwords.ts'

/** Whether a password set at `changedAt` has outlived the validity period; 0 days means it never expires. */
export function isPasswordExpired(changedAt: string, settings: PasswordSettings, at: string): boolean {
  if (settings.validityDays <= 0) return false
  return Date.parse(changedAt) + settings.validityDays * 86_400_000 <= Date.parse(at)
}
