import { applyPatches, type Draft, type Patch, produceWithPatches } from 'immer'
import type { MessageDescriptor } from '../messages.ts'
import { type Command, CommandRejectedError, type RunOptions } from './command.ts'
import { History, type HistoryOptions } from './history.ts'

export type ChangeReason = 'run' | 'undo' | 'redo' | 'gesture' | 'selection' | 'load' | 'remote' | 'saved'

export interface EditorChange<D> {
  doc: D
  selection: readonly string[]
  reason: ChangeReason
}

export interface EditorOptions<D> extends HistoryOptions {
  /** Drops selected ids that no longer exist (after a remove, an undo of an add, ...). */
  pruneSelection?: (doc: D, ids: readonly string[]) => readonly string[]
}

export interface EditorRunOptions extends RunOptions {
  /** Selection after the command (e.g. the items a paste created); default: unchanged. */
  select?: readonly string[]
  /** Undo label; defaults to the command's label. */
  label?: MessageDescriptor
}

/** A drag, resize or rotate in progress: many updates, one undo entry. */
export interface Gesture<A> {
  /** Re-runs the gesture's command with args measured from the gesture's start. */
  update(args: A): boolean
  /** Records one undo entry for the whole gesture (none if nothing changed). */
  commit(): void
  /** Puts the document back as it was when the gesture began. */
  cancel(): void
  readonly active: boolean
}

/** Runs commands inside one open transaction, all of them becoming a single undo entry. */
export interface Transaction<D> {
  run<A>(command: Command<D, A>, args: A): void
  readonly draft: Draft<D>
}

/**
 * The headless editor: the current document, the selection, and the undo history. Every change
 * goes through a command; live runtime values never do (they are not document state).
 */
export class DocumentEditor<D> {
  readonly history: History
  private current: D
  private selected: readonly string[] = []
  private openDraft: Draft<D> | null = null
  private gestureActive = false
  private listeners = new Set<(change: EditorChange<D>) => void>()
  private readonly prune: (doc: D, ids: readonly string[]) => readonly string[]

  constructor(doc: D, options: EditorOptions<D> = {}) {
    this.current = doc
    this.history = new History(options)
    this.prune = options.pruneSelection ?? ((_doc, ids) => ids)
  }

  /** The current (immutable) document. */
  get doc(): D {
    return this.current
  }

  /** The selected ids; selection changes never create undo entries. */
  get selection(): readonly string[] {
    return this.selected
  }

  /** Whether the document differs from the last saved state. */
  get isDirty(): boolean {
    return this.history.isDirty
  }

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: (change: EditorChange<D>) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Replaces the selection without touching history. */
  setSelection(ids: readonly string[]): void {
    this.selected = this.prune(this.current, [...new Set(ids)])
    this.emit('selection')
  }

  /** Whether `command` may run now with `args`. */
  canRun<A>(command: Command<D, A>, args: A): boolean {
    return command.canRun(this.openDraft ? (this.openDraft as D) : this.current, args)
  }

  /**
   * Runs a command. Inside a transaction it joins the open draft; otherwise it is its own
   * transaction and (unless `history: 'ignore'`) one undo entry. Throws CommandRejectedError
   * when `canRun` refuses, leaving the document unchanged.
   */
  run<A>(command: Command<D, A>, args: A, options: EditorRunOptions = {}): void {
    if (this.openDraft) {
      if (!command.canRun(this.openDraft as D, args)) throw new CommandRejectedError(command.id)
      command.run(this.openDraft, args)
      return
    }
    if (!command.canRun(this.current, args)) throw new CommandRejectedError(command.id)
    const [next, patches, inversePatches] = produceWithPatches(this.current, (draft) => {
      command.run(draft as Draft<D>, args)
    })
    this.commitChange(next as D, patches, inversePatches, options.label ?? command.label, options)
  }

  /** Runs several commands as one transaction and one undo entry; a throw discards all of it. */
  transact(
    label: MessageDescriptor,
    body: (tx: Transaction<D>) => void,
    options: EditorRunOptions = {},
  ): void {
    if (this.openDraft) {
      body(this.transactionFor(this.openDraft))
      return
    }
    const [next, patches, inversePatches] = produceWithPatches(this.current, (draft) => {
      this.openDraft = draft as Draft<D>
      try {
        body(this.transactionFor(draft as Draft<D>))
      } finally {
        this.openDraft = null
      }
    })
    this.commitChange(next as D, patches, inversePatches, label, options)
  }

  /**
   * Starts a gesture. Each `update(args)` takes back the previous update and applies the command
   * afresh, so the history receives one entry with the final effect only.
   */
  beginGesture<A>(command: Command<D, A>, options: EditorRunOptions = {}): Gesture<A> {
    if (this.gestureActive) throw new Error('Another gesture is in progress')
    if (this.openDraft) throw new Error('A gesture cannot start inside a transaction')
    this.gestureActive = true
    const selectionBefore = this.selected
    let last: { patches: Patch[]; inversePatches: Patch[] } | null = null
    let active = true
    const revertLast = () => {
      if (last) this.current = applyPatches(this.current as object, last.inversePatches) as D
      last = null
    }
    const finish = () => {
      active = false
      this.gestureActive = false
    }
    return {
      get active() {
        return active
      },
      update: (args: A) => {
        if (!active) return false
        const previous = last
        revertLast()
        if (!command.canRun(this.current, args)) {
          // Keep showing the last accepted position rather than jumping back to the start.
          if (previous) this.current = applyPatches(this.current as object, previous.patches) as D
          last = previous
          return false
        }
        const [next, patches, inversePatches] = produceWithPatches(this.current, (draft) => {
          command.run(draft as Draft<D>, args)
        })
        this.current = next as D
        last = { patches, inversePatches }
        this.emit('gesture')
        return true
      },
      commit: () => {
        if (!active) return
        finish()
        if (last && last.patches.length > 0) {
          this.history.push({
            label: options.label ?? command.label,
            patches: last.patches,
            inversePatches: last.inversePatches,
            selectionBefore,
            selectionAfter: options.select ?? this.selected,
            coalesceKey: null,
          })
          if (options.select) this.selected = this.prune(this.current, options.select)
        }
        this.emit('run')
      },
      cancel: () => {
        if (!active) return
        finish()
        revertLast()
        this.emit('gesture')
      },
    }
  }

  /** Steps back one entry; restores the selection from before it. */
  undo(): boolean {
    if (this.gestureActive || this.openDraft) return false
    const entry = this.history.popUndo()
    if (!entry) return false
    this.current = applyPatches(this.current as object, entry.inversePatches) as D
    this.selected = this.prune(this.current, entry.selectionBefore)
    this.emit('undo')
    return true
  }

  /** Re-applies the most recently undone entry; restores the selection from after it. */
  redo(): boolean {
    if (this.gestureActive || this.openDraft) return false
    const entry = this.history.popRedo()
    if (!entry) return false
    this.current = applyPatches(this.current as object, entry.patches) as D
    this.selected = this.prune(this.current, entry.selectionAfter)
    this.emit('redo')
    return true
  }

  get canUndo(): boolean {
    return this.history.canUndo && !this.gestureActive
  }

  get canRedo(): boolean {
    return this.history.canRedo && !this.gestureActive
  }

  /** Marks the current document as saved. */
  markSaved(): void {
    this.history.markSaved()
    this.emit('saved')
  }

  /** Replaces the whole document (a load or reload): history is cleared, the state counts as saved. */
  load(doc: D): void {
    this.current = doc
    this.history.clear()
    this.selected = this.prune(doc, this.selected)
    this.emit('load')
  }

  private transactionFor(draft: Draft<D>): Transaction<D> {
    return {
      draft,
      run: <A>(command: Command<D, A>, args: A) => {
        if (!command.canRun(draft as D, args)) throw new CommandRejectedError(command.id)
        command.run(draft, args)
      },
    }
  }

  private commitChange(
    next: D,
    patches: Patch[],
    inversePatches: Patch[],
    label: MessageDescriptor,
    options: EditorRunOptions,
  ): void {
    if (patches.length === 0 && !options.select) return
    const selectionBefore = this.selected
    this.current = next
    const selectionAfter = this.prune(next, options.select ?? this.selected)
    this.selected = selectionAfter
    if ((options.history ?? 'record') === 'record' && patches.length > 0) {
      this.history.push({
        label,
        patches,
        inversePatches,
        selectionBefore,
        selectionAfter,
        coalesceKey: options.coalesceKey ?? null,
      })
    }
    this.emit(options.history === 'ignore' ? 'remote' : 'run')
  }

  private emit(reason: ChangeReason): void {
    const change = { doc: this.current, selection: this.selected, reason }
    for (const listener of this.listeners) listener(change)
  }
}
