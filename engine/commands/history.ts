import { applyPatches, enablePatches, type Patch, produceWithPatches, setAutoFreeze } from 'immer'
import type { MessageDescriptor } from '../messages.ts'
import type { Command, HistoryMode } from './command.ts'

enablePatches()
// Freezing every new object costs about three times the edit itself on large pages; documents
// are treated as immutable by convention and by the commands' types instead.
setAutoFreeze(false)

/** One undo step: what was done and how to take it back, plus the selections either side. */
export interface HistoryEntry {
  id: number
  label: MessageDescriptor
  patches: Patch[]
  inversePatches: Patch[]
  selectionBefore: readonly string[]
  selectionAfter: readonly string[]
  coalesceKey: string | null
  time: number
}

export interface HistoryOptions {
  /** How many undo steps are kept (default 200). */
  depth?: number
  /** Same-key edits closer than this many ms coalesce (default 500). */
  coalesceMs?: number
  /** Clock, injectable for tests. */
  now?: () => number
}

/**
 * The undo stack: patches only, never document snapshots. `past` ends at the current state;
 * `future` holds undone entries, newest undone first.
 */
export class History {
  readonly depth: number
  readonly coalesceMs: number
  readonly now: () => number
  private past: HistoryEntry[] = []
  private future: HistoryEntry[] = []
  private nextId = 1
  /** Id of the state at the bottom of `past` (0 = the loaded document). */
  private baseStateId = 0
  private savedStateId: number | null = 0

  constructor(options: HistoryOptions = {}) {
    this.depth = options.depth ?? 200
    this.coalesceMs = options.coalesceMs ?? 500
    this.now = options.now ?? Date.now
  }

  /** Adds an entry, merging it into the top entry when the coalescing rule allows. */
  push(entry: Omit<HistoryEntry, 'id' | 'time'>): void {
    const time = this.now()
    const top = this.past.at(-1)
    this.future = []
    if (
      top &&
      entry.coalesceKey !== null &&
      top.coalesceKey === entry.coalesceKey &&
      time - top.time <= this.coalesceMs &&
      this.savedStateId !== top.id
    ) {
      top.patches = [...top.patches, ...entry.patches]
      top.inversePatches = [...entry.inversePatches, ...top.inversePatches]
      top.selectionAfter = entry.selectionAfter
      top.time = time
      return
    }
    this.past.push({ ...entry, id: this.nextId++, time })
    if (this.past.length > this.depth) {
      const dropped = this.past.shift() as HistoryEntry
      this.baseStateId = dropped.id
    }
  }

  /** Takes the newest entry off the past; the caller applies its inverse patches. */
  popUndo(): HistoryEntry | undefined {
    const entry = this.past.pop()
    if (entry) this.future.push(entry)
    return entry
  }

  /** Takes the most recently undone entry back; the caller re-applies its patches. */
  popRedo(): HistoryEntry | undefined {
    const entry = this.future.pop()
    if (entry) this.past.push(entry)
    return entry
  }

  get canUndo(): boolean {
    return this.past.length > 0
  }

  get canRedo(): boolean {
    return this.future.length > 0
  }

  get undoLabel(): MessageDescriptor | null {
    return this.past.at(-1)?.label ?? null
  }

  get redoLabel(): MessageDescriptor | null {
    return this.future.at(-1)?.label ?? null
  }

  /** Id of the current state: the id of the newest applied entry. */
  get stateId(): number {
    return this.past.at(-1)?.id ?? this.baseStateId
  }

  /** Marks the current state as saved (spec S0 §4: saving marks "no unsaved changes"). */
  markSaved(): void {
    this.savedStateId = this.stateId
  }

  /** Forgets the saved marker: the document is dirty until the next save (e.g. a failed save). */
  markUnsaved(): void {
    this.savedStateId = null
  }

  get isDirty(): boolean {
    return this.savedStateId !== this.stateId
  }

  /** Entries kept, oldest first, and undone entries; for memory figures and debugging. */
  get size(): { past: number; future: number } {
    return { past: this.past.length, future: this.future.length }
  }

  /** Drops all entries (a document reload); the current state counts as saved. */
  clear(): void {
    this.past = []
    this.future = []
    this.baseStateId = this.nextId++
    this.savedStateId = this.baseStateId
  }
}

/** Applies a command to an immutable document, returning the next document and its patches. */
export function applyCommand<D, A>(
  doc: D,
  command: Command<D, A>,
  args: A,
): { doc: D; patches: Patch[]; inversePatches: Patch[] } {
  const [next, patches, inversePatches] = produceWithPatches(doc, (draft) => {
    command.run(draft, args)
  })
  return { doc: next as D, patches, inversePatches }
}

export type { HistoryMode }
export { applyPatches }
