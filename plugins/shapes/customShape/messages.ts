import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The custom shape's own labels: descriptors with explicit ids (the manifest needs `message` at runtime). */
export const messages = {
  title: /*i18n*/ { id: 'shape.customShape.title', message: 'Custom shape' },
  path: /*i18n*/ { id: 'shape.customShape.path', message: 'SVG path' },
  pathHelp: /*i18n*/ {
    id: 'shape.customShape.pathHelp',
    message:
      'Path data as in an SVG <path d="…">: commands M L H V C S Q T A Z and numbers, in the view box below.',
  },
  viewWidth: /*i18n*/ { id: 'shape.customShape.viewWidth', message: 'View box width' },
  viewHeight: /*i18n*/ { id: 'shape.customShape.viewHeight', message: 'View box height' },
} satisfies Record<string, MessageDescriptor>
