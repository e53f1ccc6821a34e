import { msg } from '@lingui/core/macro'

/** Why a symbol is not saved before it reaches the server. */
export const symbolSaveMessages = {
  partNameTaken: (name: string) =>
    msg`Two graphic elements on the same level are named ${name}; element names must be unique`,
}
