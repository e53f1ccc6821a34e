/**
 * Keys of the browser's local storage. The spec (S1 §3) names authority, isFirstLogin, language,
 * ticket, the basic and design menu lists (JSON arrays of paths) and the default page;
 * `rememberedUsername` and `sslLogin` back the login screen's two check boxes.
 */
export const storageKeys = {
  authority: 'authority',
  isFirstLogin: 'isFirstLogin',
  language: 'language',
  ticket: 'ticket',
  basicMenus: 'basicMenus',
  designMenus: 'designMenus',
  defaultPage: 'defaultPage',
  rememberedUsername: 'rememberedUsername',
  sslLogin: 'sslLogin',
} as const

/** The keys that belong to a signed-in session; signing out removes them (preferences stay). */
export const sessionStorageKeys = [
  storageKeys.ticket,
  storageKeys.isFirstLogin,
  storageKeys.basicMenus,
  storageKeys.designMenus,
  storageKeys.defaultPage,
] as const
