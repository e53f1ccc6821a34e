import type { Access } from '../../http/access.ts'

/**
 * Who may use the designer's calls: the application manager entry of the design menu (seeded as
 * `application-mgr`, spec S0 §2 /design/industry-application-mgr/application-mgr) reads and changes
 * applications and their documents. The few reads the runtime needs (a page, an application's details and
 * resource files) take `runtimeReadAccess` and check the caller's page and application grants in the
 * handler (`appGrants.ts`), so a grant is enforced on reads, not only in the menu (issue 17).
 */
export const DESIGN_RESOURCE = 'application-mgr'
export const readAccess: Access = { resource: DESIGN_RESOURCE }
export const runtimeReadAccess: Access = 'session'
export const writeAccess: Access = { resource: DESIGN_RESOURCE }
