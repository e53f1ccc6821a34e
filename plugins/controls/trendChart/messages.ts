import type { MessageDescriptor } from '../../../engine/messages.ts'

/** Palette title and inspector labels of the trend chart. */
export const trendChartMessages = {
  title: /*i18n*/ { id: 'control.trendChart.title', message: 'Trend chart' },
  pens: /*i18n*/ { id: 'control.trendChart.pens', message: 'Pens' },
  pensHelp: /*i18n*/ {
    id: 'control.trendChart.pens.help',
    message: 'Object properties drawn as lines, at most eight',
  },
  objName: /*i18n*/ { id: 'control.trendChart.pens.objName', message: 'Object name' },
  propName: /*i18n*/ { id: 'control.trendChart.pens.propName', message: 'Property name' },
  penName: /*i18n*/ { id: 'control.trendChart.pens.name', message: 'Legend text' },
  rangeSeconds: /*i18n*/ { id: 'control.trendChart.rangeSeconds', message: 'Time range' },
  rangeHelp: /*i18n*/ { id: 'control.trendChart.rangeSeconds.help', message: 'From 30 seconds to 30 days' },
  refreshSeconds: /*i18n*/ { id: 'control.trendChart.refreshSeconds', message: 'Live refresh every' },
  smooth: /*i18n*/ { id: 'control.trendChart.smooth', message: 'Smooth lines' },
  dynamicObject: /*i18n*/ { id: 'control.trendChart.dynamicObject', message: 'Dynamic pens' },
  dynamicObjectHelp: /*i18n*/ {
    id: 'control.trendChart.dynamicObject.help',
    message: 'The operator may switch the pens to another object; only when all pens are of the same object',
  },
} satisfies Record<string, MessageDescriptor>
