import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The arc's own labels: descriptors with explicit ids (the manifest needs `message` at runtime). */
export const messages = {
  title: /*i18n*/ { id: 'shape.arc.title', message: 'Arc' },
  startAngle: /*i18n*/ { id: 'shape.arc.startAngle', message: 'Start angle' },
  sweep: /*i18n*/ { id: 'shape.arc.sweep', message: 'Sweep' },
  closure: /*i18n*/ { id: 'shape.arc.closure', message: 'Ends' },
  open: /*i18n*/ { id: 'shape.arc.open', message: 'Open arc' },
  chord: /*i18n*/ { id: 'shape.arc.chord', message: 'Chord' },
  pie: /*i18n*/ { id: 'shape.arc.pie', message: 'Pie slice' },
} satisfies Record<string, MessageDescriptor>
