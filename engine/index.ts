/**
 * Gantry's headless engine: documents, commands and history, codecs, the plugin contract and
 * the product's rules. No React, DOM, network or file system: it runs unchanged in the browser,
 * in Node on the server, and in unit tests.
 */

export * from './codec/index.ts'
export * from './commands/index.ts'
export * from './document/index.ts'
export { formatMessage, type MessageDescriptor, withValues } from './messages.ts'
export * from './plugins/index.ts'
export * from './rules/index.ts'
export { withTimeout } from './timeout.ts'
