import type { MessageDescriptor } from '../../../engine/messages.ts'

/** Inspector labels every chart shares (the data source, the bound series, the drawing config). */
export const chartMessages = {
  drawingName: /*i18n*/ { id: 'chart.field.drawingName', message: 'Drawing config name' },
  drawingNameHelp: /*i18n*/ {
    id: 'chart.field.drawingName.help',
    message: 'Name of this chart drawing configuration, as lists and exports show it',
  },
  source: /*i18n*/ { id: 'chart.field.source', message: 'Data source' },
  sourceLive: /*i18n*/ { id: 'chart.field.source.live', message: 'Live values (bound)' },
  sourceHistory: /*i18n*/ { id: 'chart.field.source.history', message: 'History of bound values' },
  sourceStatic: /*i18n*/ { id: 'chart.field.source.static', message: 'Static data' },
  series1: /*i18n*/ { id: 'chart.field.series1', message: 'Series 1 value' },
  series2: /*i18n*/ { id: 'chart.field.series2', message: 'Series 2 value' },
  series3: /*i18n*/ { id: 'chart.field.series3', message: 'Series 3 value' },
  series4: /*i18n*/ { id: 'chart.field.series4', message: 'Series 4 value' },
  seriesHelp: /*i18n*/ {
    id: 'chart.field.series.help',
    message: 'Bind to an object property; used when the data source is live values or their history',
  },
  series: /*i18n*/ { id: 'chart.field.series', message: 'Series names and colours' },
  seriesName: /*i18n*/ { id: 'chart.field.series.name', message: 'Name' },
  windowSeconds: /*i18n*/ { id: 'chart.field.windowSeconds', message: 'Time window' },
  windowHelp: /*i18n*/ {
    id: 'chart.field.windowSeconds.help',
    message: 'From 30 seconds to 30 days (2592000 s), as for trends',
  },
  data: /*i18n*/ { id: 'chart.field.data', message: 'Static data' },
  dataXYHelp: /*i18n*/ {
    id: 'chart.field.data.xy.help',
    message: 'Rows with x (category), y (number) and series (name); also the design preview of bound charts',
  },
  dataNameValueHelp: /*i18n*/ {
    id: 'chart.field.data.nameValue.help',
    message: 'Rows with name and value (a number); also the design preview of bound charts',
  },
  dataPointHelp: /*i18n*/ {
    id: 'chart.field.data.point.help',
    message: 'Rows with x and y (numbers), size (bubbles) and series (name)',
  },
  pointSeriesHelp: /*i18n*/ {
    id: 'chart.field.point.help',
    message: 'Series 1 is x, series 2 is y, series 3 the bubble size: one point each time one changes',
  },
  xTitle: /*i18n*/ { id: 'chart.field.xTitle', message: 'X axis title' },
  yTitle: /*i18n*/ { id: 'chart.field.yTitle', message: 'Y axis title' },
  autoScale: /*i18n*/ { id: 'chart.field.autoScale', message: 'Automatic value range' },
  showLabels: /*i18n*/ { id: 'chart.field.showLabels', message: 'Show values' },
} satisfies Record<string, MessageDescriptor>
