import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The irregular shape's own labels: descriptors with explicit ids (the manifest needs `message` at runtime). */
export const messages = {
  title: /*i18n*/ { id: 'shape.irregular.title', message: 'Irregular shape' },
  points: /*i18n*/ { id: 'shape.irregular.points', message: 'Points' },
  pointsHelp: /*i18n*/ {
    id: 'shape.irregular.pointsHelp',
    message: 'Corners in order, each as a percentage of the box (0 to 100 across and down).',
  },
  x: /*i18n*/ { id: 'shape.irregular.x', message: 'Across (%)' },
  y: /*i18n*/ { id: 'shape.irregular.y', message: 'Down (%)' },
  closed: /*i18n*/ { id: 'shape.irregular.closed', message: 'Closed (a filled shape)' },
  smooth: /*i18n*/ { id: 'shape.irregular.smooth', message: 'Smooth curve through the points' },
  tooFewPoints: /*i18n*/ {
    id: 'shape.irregular.tooFewPoints',
    message: 'A closed shape needs at least three points',
  },
} satisfies Record<string, MessageDescriptor>
