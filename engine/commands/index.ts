/** Commands, transactions, gestures and undo/redo history. */
export {
  type Command,
  CommandRejectedError,
  defineCommand,
  type HistoryMode,
  type RunOptions,
} from './command.ts'
export {
  type ChangeReason,
  DocumentEditor,
  type EditorChange,
  type EditorOptions,
  type EditorRunOptions,
  type Gesture,
  type Transaction,
} from './editor.ts'
export { applyCommand, History, type HistoryEntry, type HistoryOptions } from './history.ts'
export { EDIT_LABELS } from './labels.ts'
export * from './page/index.ts'
export { createPageEditor } from './pageEditor.ts'
