import { msg } from '@lingui/core/macro'
import { lazyScreen } from '../../shell/routes/lazyScreen'
import type { ScreenProps, ShellRoute } from '../../shell/routes/types'

const screens = {
  staff: lazyScreen<ScreenProps>(() => import('./staff/StaffScreen')),
  organizations: lazyScreen<ScreenProps>(() => import('./organizations/OrganizationsScreen')),
  edit: lazyScreen<ScreenProps>(() => import('./organizationEdit/OrganizationEditScreen')),
}

/** Organisation (spec S0 §2 network): staff, the organisation chart, and one organisation's editor. */
export const organisationRoutes: ShellRoute[] = [
  { path: '/design/network/network/staff', area: '/design', screen: screens.staff, title: msg`Staff` },
  {
    path: '/design/network/network/organizations',
    area: '/design',
    screen: screens.organizations,
    title: msg`Organisations`,
  },
  {
    path: '/design/network/organizationsEdit/add',
    area: '/design',
    screen: screens.edit,
    resource: 'organizations',
    title: msg`New organisation`,
  },
  {
    path: '/design/network/organizationsEdit/root/:id',
    area: '/design',
    screen: screens.edit,
    resource: 'organizations',
    title: msg`Edit organisation`,
  },
]
