import type { Draft } from 'immer'
import type { MessageDescriptor } from '../messages.ts'

/**
 * A change to a document. `canRun` is a pure check the UI uses to enable a menu item; `run`
 * mutates the immer draft. Commands never touch history: the editor records what they did.
 */
export interface Command<D, A> {
  id: string
  /** What the undo history calls this edit (the app translates it). */
  label: MessageDescriptor
  canRun(doc: D, args: A): boolean
  run(draft: Draft<D>, args: A): void
}

/** Defines a command, keeping the literal types of its arguments. */
export function defineCommand<D, A>(command: Command<D, A>): Command<D, A> {
  return command
}

/** Whether a run is recorded in the undo history ('ignore' for loading, migration, remote changes). */
export type HistoryMode = 'record' | 'ignore'

export interface RunOptions {
  history?: HistoryMode
  /** Edits with the same key within the coalescing window become one undo entry (typing, nudges). */
  coalesceKey?: string
}

/** Thrown when a command is run whose `canRun` says no; the document is left unchanged. */
export class CommandRejectedError extends Error {
  constructor(commandId: string) {
    super(`Command "${commandId}" cannot run on this document`)
    this.name = 'CommandRejectedError'
  }
}
