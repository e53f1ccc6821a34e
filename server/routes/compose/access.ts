import type { Access } from '../../http/access.ts'

/**
 * Who may use the designer's calls: any signed-in user reads applications and their documents (runtime
 * pages are read by operators too); changing them needs the application manager entry of the design
 * menu (seeded as `application-mgr`, spec S0 §2 /design/industry-application-mgr/application-mgr).
 */
export const DESIGN_RESOURCE = 'application-mgr'
export const readAccess: Access = 'session'
export const writeAccess: Access = { resource: DESIGN_RESOURCE }
