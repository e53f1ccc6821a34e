import type { MessageDescriptor } from '../../../../engine/messages.ts'

/** What the organisation and staff calls answer when a request cannot be done. */
export const ORGANIZATION_MESSAGES = {
  orgMissing: /*i18n*/ {
    id: 'server.organizations.orgMissing',
    message: 'The organisation {id} does not exist',
  },
  orgsMissing: /*i18n*/ {
    id: 'server.organizations.orgsMissing',
    message: 'These organisations do not exist: {ids}',
  },
  orgStale: /*i18n*/ {
    id: 'server.organizations.orgStale',
    message: 'The organisation {name} was changed by someone else since you loaded it; reload and try again',
  },
  parentMissing: /*i18n*/ {
    id: 'server.organizations.parentMissing',
    message: 'The parent organisation {id} does not exist',
  },
  underItself: /*i18n*/ {
    id: 'server.organizations.underItself',
    message: 'An organisation cannot be moved under itself or one of its sub-organisations',
  },
  siblingTaken: /*i18n*/ {
    id: 'server.organizations.siblingTaken',
    message: 'There is already an organisation named {name} at this level',
  },
  nameRequired: /*i18n*/ {
    id: 'server.organizations.nameRequired',
    message: 'Enter a name',
  },
  staffMissing: /*i18n*/ {
    id: 'server.organizations.staffMissing',
    message: 'The person {id} does not exist',
  },
  staffStale: /*i18n*/ {
    id: 'server.organizations.staffStale',
    message: 'The person {name} was changed by someone else since you loaded it; reload and try again',
  },
  staffNeedsOrg: /*i18n*/ {
    id: 'server.organizations.staffNeedsOrg',
    message: 'A person belongs to at least one organisation',
  },
  codeTaken: /*i18n*/ {
    id: 'server.organizations.codeTaken',
    message: 'The employee number {code} is already in use',
  },
  userMissing: /*i18n*/ {
    id: 'server.organizations.userMissing',
    message: 'The user account {id} does not exist',
  },
  userLinked: /*i18n*/ {
    id: 'server.organizations.userLinked',
    message: 'The user account {user} is already linked to {name}',
  },
  badEmail: /*i18n*/ {
    id: 'server.organizations.badEmail',
    message: 'Enter a valid email address',
  },
} satisfies Record<string, MessageDescriptor>
