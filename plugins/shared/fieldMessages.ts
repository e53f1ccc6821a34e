/** Inspector labels shared by many plugins; each plugin's own labels live in its folder's messages.ts. */
import type { MessageDescriptor } from '../../engine/messages.ts'

// Descriptor literals, not the `msg` macro: a production build strips `message` from macro output, and
// definePlugin needs it (the registry's English search and the engine's checks read it).
export const fieldMessages = {
  title: /*i18n*/ { id: 'plugin.field.title', message: 'Title' },
  theme: /*i18n*/ { id: 'plugin.field.theme', message: 'Theme' },
  themeLight: /*i18n*/ { id: 'plugin.field.theme.light', message: 'Light' },
  themeDark: /*i18n*/ { id: 'plugin.field.theme.dark', message: 'Dark' },
  showLegend: /*i18n*/ { id: 'plugin.field.showLegend', message: 'Show legend' },
  value: /*i18n*/ { id: 'plugin.field.value', message: 'Value' },
  data: /*i18n*/ { id: 'plugin.field.data', message: 'Data' },
  unit: /*i18n*/ { id: 'plugin.field.unit', message: 'Unit' },
  decimals: /*i18n*/ { id: 'plugin.field.decimals', message: 'Decimal places' },
  min: /*i18n*/ { id: 'plugin.field.min', message: 'Minimum' },
  max: /*i18n*/ { id: 'plugin.field.max', message: 'Maximum' },
  minBelowMax: /*i18n*/ { id: 'plugin.field.minBelowMax', message: 'Minimum must be less than maximum' },
  color: /*i18n*/ { id: 'plugin.field.color', message: 'Colour' },
  fill: /*i18n*/ { id: 'plugin.field.fill', message: 'Fill colour' },
  stroke: /*i18n*/ { id: 'plugin.field.stroke', message: 'Line colour' },
  strokeWidth: /*i18n*/ { id: 'plugin.field.strokeWidth', message: 'Line width' },
  opacity: /*i18n*/ { id: 'plugin.field.opacity', message: 'Opacity' },
  visible: /*i18n*/ { id: 'plugin.field.visible', message: 'Visible' },
  text: /*i18n*/ { id: 'plugin.field.text', message: 'Text' },
  textColor: /*i18n*/ { id: 'plugin.field.textColor', message: 'Text colour' },
  background: /*i18n*/ { id: 'plugin.field.background', message: 'Background' },
  fontSize: /*i18n*/ { id: 'plugin.field.fontSize', message: 'Font size' },
  fontFamily: /*i18n*/ { id: 'plugin.field.fontFamily', message: 'Font' },
  bold: /*i18n*/ { id: 'plugin.field.bold', message: 'Bold' },
  align: /*i18n*/ { id: 'plugin.field.align', message: 'Alignment' },
  alignLeft: /*i18n*/ { id: 'plugin.field.align.left', message: 'Left' },
  alignCenter: /*i18n*/ { id: 'plugin.field.align.center', message: 'Centre' },
  alignRight: /*i18n*/ { id: 'plugin.field.align.right', message: 'Right' },
  disabled: /*i18n*/ { id: 'plugin.field.disabled', message: 'Disabled' },
  placeholder: /*i18n*/ { id: 'plugin.field.placeholder', message: 'Placeholder' },
  label: /*i18n*/ { id: 'plugin.field.label', message: 'Label' },
  clickEvent: /*i18n*/ { id: 'plugin.event.click', message: 'On click' },
} satisfies Record<string, MessageDescriptor>
