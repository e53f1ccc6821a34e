import { msg } from '@lingui/core/macro'
import { defineAction } from './action'

/** Ctrl+S saves through the designer's page session (the host); the save button is the session's. */
export const save = defineAction({
  id: 'save',
  label: msg`Save`,
  keys: [{ key: 's', mod: true }],
  run: (_store, host) => {
    host.save()
    return { ok: true }
  },
})
