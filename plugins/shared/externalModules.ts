/**
 * The packages a third-party plugin shares with the app instead of bundling its own copy: React must be
 * the app's one (hooks break across two Reacts), and lingui's `i18n` must be the app's to translate in
 * the user's language. The kit's `build-plugin` turns each import of these into a read of
 * `globalThis[SHARED_MODULES_GLOBAL][name]`, which the app fills before it imports any plugin module.
 */
export const SHARED_MODULE_NAMES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  '@lingui/core',
  '@lingui/react',
] as const

export type SharedModuleName = (typeof SHARED_MODULE_NAMES)[number]

/** The global the app puts the shared modules on. */
export const SHARED_MODULES_GLOBAL = '__GANTRY_SHARED_MODULES__'
