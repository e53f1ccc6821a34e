/**
 * The engine's pure rules: value checkers, names, numbers, passwords, files, trend queries,
 * permission masks, data access, routes, menus, alarm limits, display constants and response handling.
 */
export * from './alarmLimits.ts'
export * from './dataAccess.ts'
export * from './display.ts'
export * from './files.ts'
export * from './menus.ts'
export * from './names.ts'
export * from './numbers.ts'
export * from './passwords.ts'
export * from './permissionMask.ts'
export * from './responses.ts'
export * from './routes.ts'
export * from './trend.ts'
export * from './valueCheckers.ts'
