import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The edge's own labels: descriptors with explicit ids (the manifest needs `message` at runtime). */
export const messages = {
  title: /*i18n*/ { id: 'shape.edge.title', message: 'Edge' },
  source: /*i18n*/ { id: 'shape.edge.source', message: 'From widget' },
  target: /*i18n*/ { id: 'shape.edge.target', message: 'To widget' },
  endsHelp: /*i18n*/ {
    id: 'shape.edge.endsHelp',
    message:
      'The id of the widget this end joins (select two widgets and place an edge to join them); empty: a free end.',
  },
  x1: /*i18n*/ { id: 'shape.edge.x1', message: 'Start across' },
  y1: /*i18n*/ { id: 'shape.edge.y1', message: 'Start down' },
  x2: /*i18n*/ { id: 'shape.edge.x2', message: 'End across' },
  y2: /*i18n*/ { id: 'shape.edge.y2', message: 'End down' },
  arrowStart: /*i18n*/ { id: 'shape.edge.arrowStart', message: 'Arrow at the start' },
  arrowEnd: /*i18n*/ { id: 'shape.edge.arrowEnd', message: 'Arrow at the end' },
  dash: /*i18n*/ { id: 'shape.edge.dash', message: 'Line style' },
  solid: /*i18n*/ { id: 'shape.edge.solid', message: 'Solid' },
  dashed: /*i18n*/ { id: 'shape.edge.dashed', message: 'Dashed' },
  dotted: /*i18n*/ { id: 'shape.edge.dotted', message: 'Dotted' },
} satisfies Record<string, MessageDescriptor>
