import type { MessageDescriptor } from '../../../engine/messages.ts'

/** Palette title and inspector labels of the line segment. */
export const lineSegmentMessages = {
  title: /*i18n*/ { id: 'shape.lineSegment.title', message: 'Line segment' },
  dash: /*i18n*/ { id: 'shape.lineSegment.dash', message: 'Line style' },
  dashSolid: /*i18n*/ { id: 'shape.lineSegment.dash.solid', message: 'Solid' },
  dashDashed: /*i18n*/ { id: 'shape.lineSegment.dash.dashed', message: 'Dashed' },
  dashDotted: /*i18n*/ { id: 'shape.lineSegment.dash.dotted', message: 'Dotted' },
  arrowStart: /*i18n*/ { id: 'shape.lineSegment.arrowStart', message: 'Arrow at start' },
  arrowEnd: /*i18n*/ { id: 'shape.lineSegment.arrowEnd', message: 'Arrow at end' },
} satisfies Record<string, MessageDescriptor>
