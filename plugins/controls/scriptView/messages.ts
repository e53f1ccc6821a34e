import type { MessageDescriptor } from '../../../engine/messages.ts'

/** Palette title and inspector labels of the programmable component. */
export const messages = {
  title: /*i18n*/ { id: 'control.scriptView.title', message: 'Programmable component' },
  script: /*i18n*/ { id: 'control.scriptView.script', message: 'Script (JavaScript)' },
  scriptHelp: /*i18n*/ {
    id: 'control.scriptView.script.help',
    message:
      'Runs in a sandboxed frame. It draws into gantry.root, reads gantry.values (value1…value4), listens with gantry.onValues(fn), and may call gantry.setProperty(name, value) and gantry.openPage(pageId). It cannot reach the page or the session.',
  },
  value1: /*i18n*/ { id: 'control.scriptView.value1', message: 'Value 1' },
  value2: /*i18n*/ { id: 'control.scriptView.value2', message: 'Value 2' },
  value3: /*i18n*/ { id: 'control.scriptView.value3', message: 'Value 3' },
  value4: /*i18n*/ { id: 'control.scriptView.value4', message: 'Value 4' },
} satisfies Record<string, MessageDescriptor>
