import type { MessageDescriptor } from '../messages.ts'

/**
 * What each kind of edit is called in the undo history ("Undo Add", "撤销 添加"). Descriptors, not
 * strings: the engine has no i18n runtime, so the app translates the label it shows.
 */
export const EDIT_LABELS = {
  add: /*i18n*/ { id: 'edit.add', message: 'Add' },
  delete: /*i18n*/ { id: 'edit.delete', message: 'Delete' },
  move: /*i18n*/ { id: 'edit.move', message: 'Move' },
  resize: /*i18n*/ { id: 'edit.resize', message: 'Resize' },
  rotate: /*i18n*/ { id: 'edit.rotate', message: 'Rotate' },
  editGeometry: /*i18n*/ { id: 'edit.geometry', message: 'Edit geometry' },
  editProperties: /*i18n*/ { id: 'edit.properties', message: 'Edit properties' },
  editBinding: /*i18n*/ { id: 'edit.binding', message: 'Edit binding' },
  editEvent: /*i18n*/ { id: 'edit.event', message: 'Edit event' },
  paste: /*i18n*/ { id: 'edit.paste', message: 'Paste' },
  duplicate: /*i18n*/ { id: 'edit.duplicate', message: 'Duplicate' },
  arrange: /*i18n*/ { id: 'edit.arrange', message: 'Arrange' },
  reorder: /*i18n*/ { id: 'edit.reorder', message: 'Reorder' },
  align: /*i18n*/ { id: 'edit.align', message: 'Align' },
  distribute: /*i18n*/ { id: 'edit.distribute', message: 'Distribute' },
  group: /*i18n*/ { id: 'edit.group', message: 'Group' },
  ungroup: /*i18n*/ { id: 'edit.ungroup', message: 'Ungroup' },
  pageSettings: /*i18n*/ { id: 'edit.pageSettings', message: 'Page settings' },
  addBlock: /*i18n*/ { id: 'edit.addBlock', message: 'Add block' },
  deleteBlock: /*i18n*/ { id: 'edit.deleteBlock', message: 'Delete block' },
  resizeBlock: /*i18n*/ { id: 'edit.resizeBlock', message: 'Resize block' },
  blockSettings: /*i18n*/ { id: 'edit.blockSettings', message: 'Block settings' },
  resetBlockLayout: /*i18n*/ { id: 'edit.resetBlockLayout', message: 'Reset block layout' },
  addNavigation: /*i18n*/ { id: 'edit.addNavigation', message: 'Add navigation' },
  deleteNavigation: /*i18n*/ { id: 'edit.deleteNavigation', message: 'Delete navigation' },
  symbolSettings: /*i18n*/ { id: 'edit.symbolSettings', message: 'Symbol settings' },
  symbolParameters: /*i18n*/ { id: 'edit.symbolParameters', message: 'Symbol parameters' },
  bindInstance: /*i18n*/ { id: 'edit.bindInstance', message: 'Choose instance' },
  refreshSymbol: /*i18n*/ { id: 'edit.refreshSymbol', message: 'Refresh symbol from library' },
  partName: /*i18n*/ { id: 'edit.partName', message: 'Part name' },
} satisfies Record<string, MessageDescriptor>
