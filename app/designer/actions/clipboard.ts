import { msg } from '@lingui/core/macro'
import * as verbs from '../state/actions'
import { defineAction } from './action'

// Copy, cut and paste share the designer's clipboard; they have keys but no toolbar buttons.

export const copy = defineAction({
  id: 'copy',
  label: msg`Copy`,
  keys: [{ key: 'c', mod: true }],
  run: (store) => verbs.copySelection(store),
})

export const cut = defineAction({
  id: 'cut',
  label: msg`Cut`,
  keys: [{ key: 'x', mod: true }],
  run: (store) => verbs.cutSelection(store),
})

export const paste = defineAction({
  id: 'paste',
  label: msg`Paste`,
  keys: [{ key: 'v', mod: true }],
  run: (store) => verbs.paste(store),
})
