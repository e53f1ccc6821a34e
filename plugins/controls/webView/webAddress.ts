/** Whether `text` is an http or https address (the only kinds a web view frames); '' is "none yet". */
export function isWebAddress(text: string): boolean {
  const value = text.trim()
  if (value === '') return true
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** The iframe's `sandbox` tokens: scripts always, the rest only when the designer allowed them. */
export function sandboxTokens(options: {
  allowSameOrigin: boolean
  allowForms: boolean
  allowPopups: boolean
}): string {
  const tokens = ['allow-scripts']
  if (options.allowSameOrigin) tokens.push('allow-same-origin')
  if (options.allowForms) tokens.push('allow-forms')
  if (options.allowPopups) tokens.push('allow-popups')
  return tokens.join(' ')
}
