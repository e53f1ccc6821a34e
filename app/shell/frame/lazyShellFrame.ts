import type { ComponentProps } from 'react'
import { lazyScreen } from '../routes/lazyScreen'
import type { ShellFrame as Frame } from './ShellFrame'

/**
 * The frame (header, menus and their libraries), loaded with the first framed screen: a full-screen
 * runtime page, as a control room opens it, never downloads it.
 */
export const ShellFrame = lazyScreen<ComponentProps<typeof Frame>>(() =>
  import('./ShellFrame').then((m) => ({ default: m.ShellFrame })),
)
