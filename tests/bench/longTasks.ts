/** What the long tasks of a Chromium trace were made of: which chart work a task over 50 ms holds. */

import type { CpuProfile, ProfileNode, TraceEvent } from './profile.ts'

interface Slice extends TraceEvent {
  dur: number
  args?: TraceEvent['args'] & {
    data?: { functionName?: string; url?: string; lineNumber?: number; type?: string; timerId?: number }
  }
}

/** A nested event's label: JS calls by function and file, the rest by event name. */
function labelOf(event: Slice): string {
  const data = event.args?.data
  if (event.name === 'FunctionCall' && data) {
    const file = (data.url ?? '').split('/').pop()
    return `${data.functionName || '(anonymous)'} ${file}:${data.lineNumber ?? 0}`
  }
  if (event.name === 'EventDispatch' && data?.type) return `EventDispatch ${data.type}`
  return event.name
}

/**
 * Each main-thread task of at least `overMs` wall time: when (ms after `startUs`, the trace's start),
 * wall and CPU (thread) time, and the five nested events with the most own time. Wall time over 50 ms
 * with CPU time well under it is the machine's load (the thread waited for a core), not our work.
 */
export function printLongTasks(events: TraceEvent[], profile?: CpuProfile, overMs = 50): void {
  const functionsIn = profile ? sampler(profile) : () => ''
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  if (!main) return
  const own = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .map((e) => e as Slice)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  const startUs = Math.min(...own.map((e) => e.ts))
  const rows: Record<string, string | number>[] = []
  for (let i = 0; i < own.length; i++) {
    const task = own[i] as Slice
    if (!task.name.endsWith('RunTask') || task.dur < overMs * 1000) continue
    const end = task.ts + task.dur
    const selfTime = new Map<string, number>()
    const stack: Slice[] = []
    let j = i + 1
    for (; j < own.length && (own[j] as Slice).ts < end; j++) {
      const event = own[j] as Slice
      while (stack.length > 0 && (stack.at(-1) as Slice).ts + (stack.at(-1) as Slice).dur <= event.ts)
        stack.pop()
      const parent = stack.at(-1)
      if (parent) selfTime.set(labelOf(parent), (selfTime.get(labelOf(parent)) ?? 0) - event.dur)
      selfTime.set(labelOf(event), (selfTime.get(labelOf(event)) ?? 0) + event.dur)
      stack.push(event)
    }
    const top = [...selfTime]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, us]) => `${name} ${Math.round(us / 1000)}`)
    rows.push({
      'at (ms)': Math.round((task.ts - startUs) / 1000),
      'wall (ms)': Math.round(task.dur / 1000),
      'CPU (ms)': Math.round((task.tdur ?? task.dur) / 1000),
      'most own time (ms)': top.join(' · '),
      ...(profile ? { 'JS (samples)': functionsIn(task.ts, end) } : {}),
    })
    i = j - 1
  }
  console.log(`Main-thread tasks over ${overMs} ms in the trace: ${rows.length}`)
  if (rows.length > 0) console.table(rows)
}

/**
 * The functions a profile's samples between two trace times were in: most own samples, then most
 * samples on the stack (each function once per sample) — which chart work (queue, ticker, G2 stage) it was.
 */
function sampler(profile: CpuProfile): (fromUs: number, toUs: number) => string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const times: number[] = []
  let at = profile.startTime ?? 0
  for (const delta of profile.timeDeltas ?? []) {
    at += delta
    times.push(at)
  }
  const name = (node: ProfileNode) =>
    `${node.callFrame.functionName || '(anon)'}@${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber}`
  const top = (counts: Map<string, number>, n: number) =>
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, count]) => `${key} ${count}`)
      .join(' · ')
  return (fromUs, toUs) => {
    const own = new Map<string, number>()
    const onStack = new Map<string, number>()
    ;(profile.samples ?? []).forEach((id, i) => {
      const time = times[i] ?? 0
      const node = byId.get(id)
      if (time < fromUs || time > toUs || !node || node.callFrame.functionName === '(idle)') return
      own.set(name(node), (own.get(name(node)) ?? 0) + 1)
      const seen = new Set<string>()
      for (let up: number | undefined = id; up !== undefined; up = parent.get(up)) {
        const frame = byId.get(up)
        if (frame?.callFrame.url) seen.add(name(frame))
      }
      for (const key of seen) onStack.set(key, (onStack.get(key) ?? 0) + 1)
    })
    return `own: ${top(own, 4)} | stack: ${top(onStack, 8)}`
  }
}
