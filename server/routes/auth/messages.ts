import type { MessageDescriptor } from '../../../engine/messages.ts'

/** What the auth calls answer when a request cannot be done (spec S1 §7 "Auth"). */
export const AUTH_MESSAGES = {
  userMissing: /*i18n*/ { id: 'server.auth.userMissing', message: 'The user {username} does not exist' },
  userIdMissing: /*i18n*/ { id: 'server.auth.userIdMissing', message: 'The user {userId} does not exist' },
  usernameTaken: /*i18n*/ {
    id: 'server.auth.usernameTaken',
    message: 'The username {username} is already in use',
  },
  phoneTaken: /*i18n*/ {
    id: 'server.auth.phoneTaken',
    message: 'The phone number {phone} belongs to another user',
  },
  unknownRoles: /*i18n*/ { id: 'server.auth.unknownRoles', message: 'Unknown role id(s): {ids}' },
  usersMissing: /*i18n*/ {
    id: 'server.auth.usersMissing',
    message: 'No such user(s): {names}; nothing was deleted',
  },
  enabledOrRoles: /*i18n*/ {
    id: 'server.auth.enabledOrRoles',
    message: 'Only user management may change whether an account is enabled or its roles',
  },
  adminDisabled: /*i18n*/ {
    id: 'server.auth.adminDisabled',
    message: 'The administrator cannot be disabled',
  },
  selfDisabled: /*i18n*/ { id: 'server.auth.selfDisabled', message: 'You cannot disable your own account' },
  ownPasswordFirst: /*i18n*/ {
    id: 'server.auth.ownPasswordFirst',
    message: 'Change your own password first',
  },
  currentPasswordWrong: /*i18n*/ {
    id: 'server.auth.currentPasswordWrong',
    message: 'The current password is wrong',
  },
  adminDeleted: /*i18n*/ {
    id: 'server.auth.adminDeleted',
    message: 'The administrator cannot be deleted; nothing was deleted',
  },
  selfDeleted: /*i18n*/ {
    id: 'server.auth.selfDeleted',
    message: 'You cannot delete your own account; nothing was deleted',
  },
  userStale: /*i18n*/ {
    id: 'server.auth.userStale',
    message: 'The user {username} was changed by someone else since you loaded it; reload and try again',
  },
  groupMissing: /*i18n*/ {
    id: 'server.auth.groupMissing',
    message: 'The data authorisation group {groupId} does not exist',
  },
  groupNameTaken: /*i18n*/ {
    id: 'server.auth.groupNameTaken',
    message: 'The group name {name} is already in use',
  },
  unknownUsers: /*i18n*/ { id: 'server.auth.unknownUsers', message: 'Unknown user id(s): {ids}' },
  groupStale: /*i18n*/ {
    id: 'server.auth.groupStale',
    message:
      'The data authorisation group {groupId} was changed by someone else since you loaded it; reload and try again',
  },
  tooManyAttempts: /*i18n*/ {
    id: 'server.auth.tooManyAttempts',
    message: 'Too many login attempts; try again in {seconds} seconds',
  },
  accountDisabled: /*i18n*/ {
    id: 'server.auth.accountDisabled',
    message: 'The account is disabled; ask an administrator',
  },
  accountLocked: /*i18n*/ {
    id: 'server.auth.accountLocked',
    message: 'The account is locked after too many failed attempts; try again in {minutes} minute(s)',
  },
  smsWait: /*i18n*/ {
    id: 'server.auth.smsWait',
    message: 'Wait {seconds} seconds before requesting a new code',
  },
  smsNotSent: /*i18n*/ {
    id: 'server.auth.smsNotSent',
    message: 'The verification code could not be sent; try again later',
  },
  roleMissing: /*i18n*/ { id: 'server.auth.roleMissing', message: 'The role {roleId} does not exist' },
  roleNameTaken: /*i18n*/ {
    id: 'server.auth.roleNameTaken',
    message: 'The role name {name} is already in use',
  },
  unknownResources: /*i18n*/ { id: 'server.auth.unknownResources', message: 'Unknown resource id(s): {ids}' },
  roleInUse: /*i18n*/ {
    id: 'server.auth.roleInUse',
    message: 'The role {name} still has {count} user(s); remove them from it first',
  },
  roleStale: /*i18n*/ {
    id: 'server.auth.roleStale',
    message: 'The role {roleId} was changed by someone else since you loaded it; reload and try again',
  },
  adminHoldsAll: /*i18n*/ {
    id: 'server.auth.adminHoldsAll',
    message: 'The administrator holds every resource; nothing changed',
  },
  foreignResources: /*i18n*/ {
    id: 'server.auth.foreignResources',
    message: 'Not {resourceType} resources: {ids}; nothing changed',
  },
  dashboardStale: /*i18n*/ {
    id: 'server.auth.dashboardStale',
    message: 'The dashboard was changed in another window; reload and try again',
  },
  dashboardInvalid: /*i18n*/ {
    id: 'server.auth.dashboardInvalid',
    message: 'configInfo is not a dashboard: {problem}; nothing changed',
  },
  dashboardJson: /*i18n*/ {
    id: 'server.auth.dashboardJson',
    message: '{field} must be a JSON string (a dashboard document tagged {version}); nothing changed',
  },
  settingsStale: /*i18n*/ {
    id: 'server.auth.settingsStale',
    message: 'The password settings were changed by someone else; reload and try again',
  },
  passwordUnchanged: /*i18n*/ {
    id: 'server.auth.passwordUnchanged',
    message: 'The new password must differ from the current one',
  },
  passwordReused: /*i18n*/ {
    id: 'server.auth.passwordReused',
    message: 'The new password was used recently; choose one that is not among your last {count}',
  },
  deviceMissing: /*i18n*/ { id: 'server.auth.deviceMissing', message: 'The device {uuid} does not exist' },
  deviceUuidCharacters: /*i18n*/ {
    id: 'server.auth.deviceUuidCharacters',
    message: 'The UUID may contain only letters, digits and . _ : -',
  },
  deviceExists: /*i18n*/ { id: 'server.auth.deviceExists', message: 'The device {uuid} already exists' },
  deviceNotPending: /*i18n*/ {
    id: 'server.auth.deviceNotPending',
    message: 'The device {uuid} is not waiting for review (it is {status})',
  },
  unknownUsersUnchanged: /*i18n*/ {
    id: 'server.auth.unknownUsersUnchanged',
    message: 'Unknown user id(s): {ids}; nothing changed',
  },
  deviceStale: /*i18n*/ {
    id: 'server.auth.deviceStale',
    message: 'The device {uuid} was changed by someone else since you loaded it; reload and try again',
  },
  menuListedTwice: /*i18n*/ {
    id: 'server.auth.menuListedTwice',
    message: 'Resource {resourceId} is listed twice; nothing changed',
  },
  menuForeignEntry: /*i18n*/ {
    id: 'server.auth.menuForeignEntry',
    message: 'Resource {resourceId} is not a {resourceType} resource; nothing changed',
  },
  menuForeignParent: /*i18n*/ {
    id: 'server.auth.menuForeignParent',
    message: 'Parent {parentId} is not a {resourceType} resource; nothing changed',
  },
  menuPageParent: /*i18n*/ {
    id: 'server.auth.menuPageParent',
    message: 'Parent {parentId} is a page, not a folder; nothing changed',
  },
  menuCycle: /*i18n*/ {
    id: 'server.auth.menuCycle',
    message: 'Resource {resourceId} would become its own ancestor; nothing changed',
  },
  menuRootFixed: /*i18n*/ {
    id: 'server.auth.menuRootFixed',
    message: 'The menu group {resourceId} stays where it is; nothing changed',
  },
  menuNoNewRoot: /*i18n*/ {
    id: 'server.auth.menuNoNewRoot',
    message: 'Resource {resourceId} must stay inside a menu group; nothing changed',
  },
  menuEntryMissing: /*i18n*/ {
    id: 'server.auth.menuEntryMissing',
    message: 'The menu entry {resourceId} does not exist',
  },
} satisfies Record<string, MessageDescriptor>
