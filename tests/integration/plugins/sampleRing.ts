import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { defaultLayoutContext } from '../../../engine/document/defaults.ts'
import { buildPlugin } from '../../tools/buildPlugin.ts'
import type { Json } from '../compose/fixtures.ts'

/** The sample external plugin's widget type (examples/plugins/progressRing). */
export const SAMPLE_RING = 'meter.progressRing'
const SAMPLE = resolve(import.meta.dirname, '../../../examples/plugins/progressRing')

/** The sample external plugin, built with the kit's own build as an author would: its manifest and module. */
export async function buildSampleRing(): Promise<{ manifest: Json; module: string }> {
  const built = await buildPlugin(SAMPLE)
  return {
    manifest: JSON.parse(readFileSync(built.manifest, 'utf8')),
    module: readFileSync(built.module, 'utf8'),
  }
}

/** A free layout block's context holding one widget of `type` at (10, 10), 120 × 120. */
export function oneWidgetContext(
  type: string,
  props: Record<string, unknown>,
  options: { id?: string; version?: number } = {},
): string {
  return JSON.stringify({
    ...defaultLayoutContext('free'),
    widgets: [
      {
        id: options.id ?? 'ring-1',
        type,
        version: options.version ?? 1,
        x: 10,
        y: 10,
        w: 120,
        h: 120,
        rotation: 0,
        groupId: null,
        props,
        bindings: {},
        events: {},
      },
    ],
  })
}
