import { storageKeys } from '../../shell/storageKeys'

/** The "SSL login" choice, remembered on this browser. */
export function storedSslLogin(): boolean {
  return localStorage.getItem(storageKeys.sslLogin) === 'yes'
}

export function storeSslLogin(on: boolean): void {
  localStorage.setItem(storageKeys.sslLogin, on ? 'yes' : 'no')
}

/**
 * Whether credentials would travel encrypted: an https page, or a loopback address (which never leaves
 * the machine; browsers count it as a secure context).
 */
export function connectionIsEncrypted(): boolean {
  return window.location.protocol === 'https:' || window.isSecureContext
}
