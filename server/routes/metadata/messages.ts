import type { MessageDescriptor } from '../../../engine/messages.ts'

/**
 * What the metadata calls (templates, objects, features, labels, units, data structures, networks,
 * members, object data) answer when a request cannot be done.
 */
export const METADATA_ROUTE_MESSAGES = {
  templateMissing: /*i18n*/ {
    id: 'server.metadata.templateMissing',
    message: 'The object template {name} does not exist',
  },
  objectMissing: /*i18n*/ {
    id: 'server.metadata.objectMissing',
    message: 'The object {name} does not exist',
  },
  templateStale: /*i18n*/ {
    id: 'server.metadata.templateStale',
    message:
      'The object template {name} was changed by someone else since you loaded it; reload and try again',
  },
  objectStale: /*i18n*/ {
    id: 'server.metadata.objectStale',
    message: 'The object {name} was changed by someone else since you loaded it; reload and try again',
  },
  templateNoProperty: /*i18n*/ {
    id: 'server.metadata.templateNoProperty',
    message: 'The object template {owner} has no property {name}',
  },
  objectNoProperty: /*i18n*/ {
    id: 'server.metadata.objectNoProperty',
    message: 'The object {owner} has no property {name}',
  },
  templateNoService: /*i18n*/ {
    id: 'server.metadata.templateNoService',
    message: 'The object template {owner} has no service {name}',
  },
  objectNoService: /*i18n*/ {
    id: 'server.metadata.objectNoService',
    message: 'The object {owner} has no service {name}',
  },
  templateNoEvent: /*i18n*/ {
    id: 'server.metadata.templateNoEvent',
    message: 'The object template {owner} has no event {name}',
  },
  objectNoEvent: /*i18n*/ {
    id: 'server.metadata.objectNoEvent',
    message: 'The object {owner} has no event {name}',
  },
  ownerNoService: /*i18n*/ { id: 'server.metadata.ownerNoService', message: '{owner} has no service {name}' },
  ownerNoEvent: /*i18n*/ { id: 'server.metadata.ownerNoEvent', message: '{owner} has no event {name}' },
  noSuchProperty: /*i18n*/ { id: 'server.metadata.noSuchProperty', message: 'No such property' },
  noProperty: /*i18n*/ { id: 'server.metadata.noProperty', message: 'There is no property {name}' },
  unknownTemplate: /*i18n*/ {
    id: 'server.metadata.unknownTemplate',
    message: 'Unknown object template {name}',
  },
  objectNotDeleted: /*i18n*/ {
    id: 'server.metadata.objectNotDeleted',
    message: 'The object {name} does not exist; nothing was deleted',
  },
  templateNotDeleted: /*i18n*/ {
    id: 'server.metadata.templateNotDeleted',
    message: 'The object template {name} does not exist; nothing was deleted',
  },
  templateHasInstances: /*i18n*/ {
    id: 'server.metadata.templateHasInstances',
    message: 'The object template {name} still has {count} instance(s); delete them first',
  },
  templatePropertyClash: /*i18n*/ {
    id: 'server.metadata.templatePropertyClash',
    message: 'The template {template} already has a property {name}',
  },
  notAnInstance: /*i18n*/ {
    id: 'server.metadata.notAnInstance',
    message: 'The object {name} is not an instance of {template}',
  },
  addedNeedsName: /*i18n*/ {
    id: 'server.metadata.addedNeedsName',
    message: 'An added instance needs data.name',
  },
  updateNeedsVersion: /*i18n*/ {
    id: 'server.metadata.updateNeedsVersion',
    message: 'An update needs data.version, the version it was based on',
  },
  subscriptionMissing: /*i18n*/ {
    id: 'server.metadata.subscriptionMissing',
    message: 'The subscription {id} does not exist',
  },
  featureMissing: /*i18n*/ {
    id: 'server.metadata.featureMissing',
    message: 'The feature {name} does not exist',
  },
  featureNotDeleted: /*i18n*/ {
    id: 'server.metadata.featureNotDeleted',
    message: 'The feature {name} does not exist; nothing was deleted',
  },
  featureStale: /*i18n*/ {
    id: 'server.metadata.featureStale',
    message: 'The feature {name} was changed by someone else since you loaded it; reload and try again',
  },
  featureInUse: /*i18n*/ {
    id: 'server.metadata.featureInUse',
    message: 'The feature {name} is used by the template(s) {templates}; remove it there first',
  },
  unknownFeatures: /*i18n*/ { id: 'server.metadata.unknownFeatures', message: 'Unknown feature(s): {names}' },
  featuresClash: /*i18n*/ {
    id: 'server.metadata.featuresClash',
    message: 'The features {first} and {second} both define {name}',
  },
  labelTypeMissing: /*i18n*/ {
    id: 'server.metadata.labelTypeMissing',
    message: 'The model label type {name} does not exist',
  },
  labelTypeNotDeleted: /*i18n*/ {
    id: 'server.metadata.labelTypeNotDeleted',
    message: 'The model label type {name} does not exist; nothing was deleted',
  },
  labelTypeStale: /*i18n*/ {
    id: 'server.metadata.labelTypeStale',
    message:
      'The model label type {name} was changed by someone else since you loaded it; reload and try again',
  },
  labelTypeInUse: /*i18n*/ {
    id: 'server.metadata.labelTypeInUse',
    message: 'The model label type {name} still has labels; delete or move them first',
  },
  nameTheLabelType: /*i18n*/ {
    id: 'server.metadata.nameTheLabelType',
    message: 'Name the label type to change: preName or labelName',
  },
  unknownLabelType: /*i18n*/ {
    id: 'server.metadata.unknownLabelType',
    message: 'Unknown model label type {name}',
  },
  labelMissing: /*i18n*/ {
    id: 'server.metadata.labelMissing',
    message: 'The model label {name} does not exist',
  },
  labelNotDeleted: /*i18n*/ {
    id: 'server.metadata.labelNotDeleted',
    message: 'The model label {name} does not exist; nothing was deleted',
  },
  labelStale: /*i18n*/ {
    id: 'server.metadata.labelStale',
    message: 'The model label {name} was changed by someone else since you loaded it; reload and try again',
  },
  unknownLabels: /*i18n*/ { id: 'server.metadata.unknownLabels', message: 'Unknown model label(s): {names}' },
  unitMissing: /*i18n*/ { id: 'server.metadata.unitMissing', message: 'The unit {name} does not exist' },
  unitNotChanged: /*i18n*/ {
    id: 'server.metadata.unitNotChanged',
    message: 'The unit {name} does not exist; nothing changed',
  },
  unitStale: /*i18n*/ {
    id: 'server.metadata.unitStale',
    message: 'The unit {name} was changed by someone else since you loaded it; reload and try again',
  },
  unitUsedOnce: /*i18n*/ {
    id: 'server.metadata.unitUsedOnce',
    message: 'The unit {name} is used by {count} property',
  },
  unitUsed: /*i18n*/ {
    id: 'server.metadata.unitUsed',
    message: 'The unit {name} is used by {count} properties',
  },
  unknownUnits: /*i18n*/ { id: 'server.metadata.unknownUnits', message: 'Unknown unit(s): {names}' },
  datastructMissing: /*i18n*/ {
    id: 'server.metadata.datastructMissing',
    message: 'The data structure {name} does not exist',
  },
  datastructNotDeleted: /*i18n*/ {
    id: 'server.metadata.datastructNotDeleted',
    message: 'The data structure {name} does not exist; nothing was deleted',
  },
  datastructStale: /*i18n*/ {
    id: 'server.metadata.datastructStale',
    message:
      'The data structure {name} was changed by someone else since you loaded it; reload and try again',
  },
  networkMissing: /*i18n*/ {
    id: 'server.metadata.networkMissing',
    message: 'The network {name} does not exist',
  },
  networkStale: /*i18n*/ {
    id: 'server.metadata.networkStale',
    message: 'The network {name} was changed by someone else since you loaded it; reload and try again',
  },
  notInNetwork: /*i18n*/ {
    id: 'server.metadata.notInNetwork',
    message: 'The object {name} is not in the network {network}',
  },
  parentNotInNetwork: /*i18n*/ {
    id: 'server.metadata.parentNotInNetwork',
    message: 'The parent {name} is not in the network {network}',
  },
  moveUnderItself: /*i18n*/ {
    id: 'server.metadata.moveUnderItself',
    message: 'The object cannot be moved under itself or one of its descendants',
  },
  alreadyInNetwork: /*i18n*/ {
    id: 'server.metadata.alreadyInNetwork',
    message: 'The object {name} is already in the network {network}',
  },
  propertyFromFeatureEdit: /*i18n*/ {
    id: 'server.metadata.propertyFromFeatureEdit',
    message: 'The property {name} comes from the feature {feature}; edit it there',
  },
  propertyFromFeature: /*i18n*/ {
    id: 'server.metadata.propertyFromFeature',
    message: 'The property {name} comes from the feature {feature}',
  },
  typeFromTemplate: /*i18n*/ {
    id: 'server.metadata.typeFromTemplate',
    message: "The type of {name} is the template's ({type}); change it there",
  },
  removeLimitsFirst: /*i18n*/ {
    id: 'server.metadata.removeLimitsFirst',
    message: 'Remove the alarm limits of {name} before making it {type}',
  },
  propertyInherited: /*i18n*/ {
    id: 'server.metadata.propertyInherited',
    message: 'The property {name} is inherited from the template; delete it there',
  },
  inheritedOrder: /*i18n*/ {
    id: 'server.metadata.inheritedOrder',
    message: "The inherited property {name} keeps the template's order",
  },
  serviceInherited: /*i18n*/ {
    id: 'server.metadata.serviceInherited',
    message: 'The service {name} is inherited from the template; delete it there',
  },
  eventInherited: /*i18n*/ {
    id: 'server.metadata.eventInherited',
    message: 'The event {name} is inherited from the template; delete it there',
  },
  noBinding: /*i18n*/ { id: 'server.metadata.noBinding', message: 'The property {name} has no binding' },
  blankConnector: /*i18n*/ {
    id: 'server.metadata.blankConnector',
    message: 'The binding of {name} needs a connector name that is not blank',
  },
  badConnectorSettings: /*i18n*/ {
    id: 'server.metadata.badConnectorSettings',
    message: 'The binding of {name} to {connector} cannot be used: {error}',
  },
  bindingTooLong: /*i18n*/ {
    id: 'server.metadata.bindingTooLong',
    message: 'The binding of {name} is too long: at most {limit} characters of settings',
  },
  defaultTooLong: /*i18n*/ {
    id: 'server.metadata.defaultTooLong',
    message: 'The default value of {name} is too long: at most {limit} characters',
  },
  eventWithAction: /*i18n*/ {
    id: 'server.metadata.eventWithAction',
    message: 'The event {name} cannot have an action',
  },
  serviceNeedsAction: /*i18n*/ {
    id: 'server.metadata.serviceNeedsAction',
    message: 'The service {name} needs an action',
  },
  serviceUnknownProperty: /*i18n*/ {
    id: 'server.metadata.serviceUnknownProperty',
    message: 'The service {service} names an unknown property {name}',
  },
  valueOrParameter: /*i18n*/ {
    id: 'server.metadata.valueOrParameter',
    message: 'Set {name} either to a value or to a parameter',
  },
  serviceNoInput: /*i18n*/ {
    id: 'server.metadata.serviceNoInput',
    message: 'The service {service} has no input {name}',
  },
  inputCannotSet: /*i18n*/ {
    id: 'server.metadata.inputCannotSet',
    message: 'The input {input} ({inputType}) cannot set {name} ({type})',
  },
  toggleNeedsBool: /*i18n*/ {
    id: 'server.metadata.toggleNeedsBool',
    message: 'Only a bool property can be toggled: {name}',
  },
  limitsNeedNumber: /*i18n*/ {
    id: 'server.metadata.limitsNeedNumber',
    message: 'Alarm limits need a numeric property; {name} is {type}',
  },
  limitValueNumber: /*i18n*/ {
    id: 'server.metadata.limitValueNumber',
    message: 'The limit value of {name} must be a number',
  },
  deadbandNumber: /*i18n*/ {
    id: 'server.metadata.deadbandNumber',
    message: 'The deadband of {name} must be a number of at least 0',
  },
  limitProcessUnknown: /*i18n*/ {
    id: 'server.metadata.limitProcessUnknown',
    message: 'Alarm limit {name}: no published workflow process is named {process}',
  },
  limitsUnknownProperty: /*i18n*/ {
    id: 'server.metadata.limitsUnknownProperty',
    message: 'Alarm limits for an unknown property {name}',
  },
  renameInherited: /*i18n*/ {
    id: 'server.metadata.renameInherited',
    message: 'The property {name} comes from the template {template}; rename it there',
  },
  renameFromFeature: /*i18n*/ {
    id: 'server.metadata.renameFromFeature',
    message: 'The property {name} comes from the feature {feature}; rename it there',
  },
} satisfies Record<string, MessageDescriptor>
