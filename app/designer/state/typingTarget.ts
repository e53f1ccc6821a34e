/** Whether a key event comes from a text field, where the designer must not steal keys. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false
  const element = target as HTMLElement
  if (element.isContentEditable) return true
  const tag = element.tagName.toLowerCase()
  if (tag === 'textarea' || tag === 'select') return true
  if (tag !== 'input') return false
  const type = (element as HTMLInputElement).type
  return !['checkbox', 'radio', 'button', 'range', 'color'].includes(type)
}
