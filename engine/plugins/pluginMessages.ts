import type { MessageDescriptor } from '../messages.ts'

/**
 * Messages of prop validation and inspector input. Descriptors with placeholders get their values
 * through `withValues`; the app translates them with lingui.
 */
export const propsMessages = {
  required: /*i18n*/ { id: 'plugins.props.required', message: 'Required' },
  notAString: /*i18n*/ { id: 'plugins.props.notAString', message: 'Must be text' },
  notANumber: /*i18n*/ { id: 'plugins.props.notANumber', message: 'Must be a number' },
  notAnInteger: /*i18n*/ { id: 'plugins.props.notAnInteger', message: 'Must be a whole number' },
  tooSmall: /*i18n*/ { id: 'plugins.props.tooSmall', message: 'At least {min}' },
  tooLarge: /*i18n*/ { id: 'plugins.props.tooLarge', message: 'At most {max}' },
  tooLong: /*i18n*/ { id: 'plugins.props.tooLong', message: 'At most {max} characters' },
  patternMismatch: /*i18n*/ {
    id: 'plugins.props.patternMismatch',
    message: 'Does not match the required format',
  },
  notABoolean: /*i18n*/ { id: 'plugins.props.notABoolean', message: 'Must be yes or no' },
  notAColor: /*i18n*/ { id: 'plugins.props.notAColor', message: 'Not a colour' },
  notAnOption: /*i18n*/ { id: 'plugins.props.notAnOption', message: 'Not one of the options' },
  notJson: /*i18n*/ { id: 'plugins.props.notJson', message: 'Not a JSON value' },
  invalidJson: /*i18n*/ { id: 'plugins.props.invalidJson', message: 'Not valid JSON' },
  notAnImage: /*i18n*/ { id: 'plugins.props.notAnImage', message: 'Not an image address' },
  notAPageRef: /*i18n*/ { id: 'plugins.props.notAPageRef', message: 'Must be a page id' },
  notAProcessRef: /*i18n*/ { id: 'plugins.props.notAProcessRef', message: 'Must be a process id' },
  notAList: /*i18n*/ { id: 'plugins.props.notAList', message: 'Must be a list' },
  notAnItem: /*i18n*/ { id: 'plugins.props.notAnItem', message: 'Each item must be a set of fields' },
  tooFewItems: /*i18n*/ { id: 'plugins.props.tooFewItems', message: 'At least {min} items' },
  tooManyItems: /*i18n*/ { id: 'plugins.props.tooManyItems', message: 'At most {max} items' },
} satisfies Record<string, MessageDescriptor>

/** Messages about plugins themselves: a widget whose plugin is not installed, a view that never loaded. */
export const pluginMessages = {
  missingPlugin: /*i18n*/ { id: 'plugins.missingPlugin', message: 'Missing plugin: {type}' },
  viewLoadTimedOut: /*i18n*/ {
    id: 'plugins.viewLoadTimedOut',
    message: 'The widget {type} took too long to load',
  },
} satisfies Record<string, MessageDescriptor>
