/** Types of systemPackages.mjs (plain JavaScript so that `npm test` runs it before anything is built). */
export interface SystemPackage {
  name: string
  file: string
}
export interface System {
  exists(file: string): boolean
  isRoot(): boolean
  log(text: string): void
  run(command: string, args: string[], env: Record<string, string>): number
}
export const SYSTEM_PACKAGES: SystemPackage[]
export function installCommand(names: string[], asRoot: boolean): string
export function ensureSystemPackages(system?: System): { ok: boolean; message?: string }
