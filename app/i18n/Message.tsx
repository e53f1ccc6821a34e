import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'

/**
 * A message descriptor (an engine rule's message, a `msg` constant) translated at render time, so it
 * follows a language switch. Several are joined with '; '.
 */
export function Message({ of }: { of: MessageDescriptor | readonly MessageDescriptor[] }) {
  const { i18n } = useLingui()
  const list = Array.isArray(of) ? of : [of as MessageDescriptor]
  return <>{list.map((descriptor) => i18n._(descriptor)).join('; ')}</>
}
