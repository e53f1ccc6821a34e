/**
 * Messages the engine hands to the app. The engine has no i18n runtime: it returns descriptors
 * (id, English source text, values) and the app translates them with lingui's `i18n._(descriptor)`.
 * Descriptor literals are marked with the lingui extractor comment so they reach the catalogues.
 */
export interface MessageDescriptor {
  id: string
  message: string
  values?: Record<string, string | number>
}

/** Fills `{name}` placeholders for contexts with no i18n runtime (server logs, tests). */
export function formatMessage(descriptor: MessageDescriptor): string {
  const values = descriptor.values ?? {}
  return descriptor.message.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  )
}

/** Returns a copy of `descriptor` carrying `values`. */
export function withValues(
  descriptor: MessageDescriptor,
  values: Record<string, string | number>,
): MessageDescriptor {
  return { ...descriptor, values }
}
