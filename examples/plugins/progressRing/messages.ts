import type { MessageDescriptor } from '../../../engine/messages.ts'

/** The ring's labels, with explicit ids: the kit's build compiles `locales/*.po` into the manifest. */
export const ringMessages = {
  title: /*i18n*/ { id: 'meter.progressRing.title', message: 'Progress ring' },
  category: /*i18n*/ { id: 'meter.progressRing.category', message: 'Meters' },
  value: /*i18n*/ { id: 'meter.progressRing.value', message: 'Value' },
  min: /*i18n*/ { id: 'meter.progressRing.min', message: 'Minimum' },
  max: /*i18n*/ { id: 'meter.progressRing.max', message: 'Maximum' },
  color: /*i18n*/ { id: 'meter.progressRing.color', message: 'Ring colour' },
  unit: /*i18n*/ { id: 'meter.progressRing.unit', message: 'Unit' },
  rangeRule: /*i18n*/ {
    id: 'meter.progressRing.rangeRule',
    message: 'The minimum must be below the maximum',
  },
  waiting: /*i18n*/ { id: 'meter.progressRing.waiting', message: 'Waiting for data' },
} satisfies Record<string, MessageDescriptor>
