import type { MessageDescriptor } from '../../../engine/messages.ts'

/** Palette title and inspector labels of the line chart. */
export const lineMessages = {
  title: /*i18n*/ { id: 'chart.line.title', message: 'Line chart' },
  source: /*i18n*/ { id: 'chart.line.source', message: 'Data source' },
  sourceLive: /*i18n*/ { id: 'chart.line.source.live', message: 'Live value (bound)' },
  sourceStatic: /*i18n*/ { id: 'chart.line.source.static', message: 'Static data' },
  value: /*i18n*/ { id: 'chart.line.value', message: 'Live value' },
  valueHelp: /*i18n*/ {
    id: 'chart.line.value.help',
    message: 'Bind to an object property: the runtime appends each new value to the line',
  },
  seriesName: /*i18n*/ { id: 'chart.line.seriesName', message: 'Live series name' },
  seriesNameDefault: /*i18n*/ { id: 'chart.line.seriesName.default', message: 'Value' },
  windowSeconds: /*i18n*/ { id: 'chart.line.windowSeconds', message: 'Time window' },
  data: /*i18n*/ { id: 'chart.line.data', message: 'Static data' },
  dataHelp: /*i18n*/ {
    id: 'chart.line.data.help',
    message: 'Rows with x (category), y (number) and series (name); also the design preview of live charts',
  },
  smooth: /*i18n*/ { id: 'chart.line.smooth', message: 'Smooth line' },
  area: /*i18n*/ { id: 'chart.line.area', message: 'Fill under the line' },
  moreSeries: /*i18n*/ { id: 'chart.line.moreSeries', message: 'Series 2–4 names and colours' },
  autoScale: /*i18n*/ { id: 'chart.line.autoScale', message: 'Automatic value range' },
} satisfies Record<string, MessageDescriptor>
