import type { I18n, MessageDescriptor } from '@lingui/core'
import type { ComponentType } from 'react'
import type { ActionResult } from '../state/actions'
import type { DesignerState, DesignerStore } from '../state/designerStore'

/**
 * One designer action: what it does, what it is called, its keys and its toolbar entry, in one module
 * (as Excalidraw's actions/*), registered once in `registry.ts`. The keyboard, the toolbar and the tests'
 * driver all run actions through the registry, so a key and a button can never disagree.
 */
export interface DesignerAction {
  id: string
  label: MessageDescriptor
  /** What it would act on, shown after the label (undo: the edit it takes back, "Undo Move"). */
  detail?(state: DesignerState): MessageDescriptor | null
  /** The key chords that run it; the first is shown in its tooltip. */
  keys?: readonly Chord[]
  /** Its toolbar button, if it has one: the group it sits in and its place there. */
  toolbar?: { group: ToolbarGroup; order: number; icon: ComponentType; testId?: string }
  /** Whether it is on now (a tool, a layout, an option): its toolbar button shows pressed. */
  active?(state: DesignerState): boolean
  /** Whether it applies now (a toolbar button is disabled otherwise); always, when absent. */
  enabled?(state: DesignerState): boolean
  /** Runs it; `key` is the key press that asked for it, if any (the arrows say how far to nudge). */
  run(store: DesignerStore, host: ActionHost, key?: KeyLike): ActionResult
}

/** The toolbar groups actions appear in, in the toolbar's order (the toolbar lays the groups out). */
export type ToolbarGroup = 'tools' | 'history' | 'blocks' | 'arrange' | 'platform' | 'view' | 'zoom'

/** What the designer around the store does for actions: save, and say why an action could not run. */
export interface ActionHost {
  save(): void
  refuse(reason: MessageDescriptor): void
}

/** A key press as the actions read it (a DOM KeyboardEvent is one). */
export interface KeyLike {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
  altKey: boolean
}

/**
 * A key chord. `mod` is Ctrl or ⌘ (the same modifier to the designer); `shift` undefined accepts either.
 * Alt never takes part: a chord with Alt is the browser's or the system's.
 */
export interface Chord {
  key: string
  mod?: boolean
  shift?: boolean
}

/** Keeps an action's literal type while checking it against the interface. */
export function defineAction(action: DesignerAction): DesignerAction {
  return action
}

/** Letters compare case-insensitively (Shift turns 'z' into 'Z'); named keys as they are. */
function normalKey(key: string): string {
  return key.length === 1 ? key.toLowerCase() : key
}

/** Whether a key press is the chord. */
export function matchesChord(chord: Chord, event: KeyLike): boolean {
  if (event.altKey) return false
  if ((event.ctrlKey || event.metaKey) !== (chord.mod ?? false)) return false
  if (chord.shift !== undefined && event.shiftKey !== chord.shift) return false
  return normalKey(event.key) === chord.key
}

/** The chord as the tooltips write it: Ctrl+Shift+Z. */
export function chordText(chord: Chord): string {
  const key = chord.key.length === 1 ? chord.key.toUpperCase() : chord.key
  return [chord.mod ? 'Ctrl' : '', chord.shift ? 'Shift' : '', key].filter(Boolean).join('+')
}

/** An action's tooltip and accessible name: label, detail and first chord ("撤销 移动 (Ctrl+Z)"). */
export function actionTitle(action: DesignerAction, state: DesignerState, i18n: I18n): string {
  const detail = action.detail?.(state)
  const text = detail ? `${i18n._(action.label)} ${i18n._(detail)}` : i18n._(action.label)
  const chord = action.keys?.[0]
  return chord ? `${text} (${chordText(chord)})` : text
}
