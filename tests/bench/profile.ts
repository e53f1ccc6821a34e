/** CPU profiles of a benchmark's page (CDP Profiler), printed as the functions with the most self time. */

import { writeFileSync } from 'node:fs'

export interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}

/** A CDP CPU profile (the fields read here); times in µs on the trace's clock. */
export interface CpuProfile {
  nodes: ProfileNode[]
  samples?: number[]
  startTime?: number
  timeDeltas?: number[]
}

let saved = 0

/**
 * The 20 functions with the most samples (self time) of a CPU profile, with the share of samples each
 * was on the stack for (total). With GANTRY_PROFILE_DIR set, the profile is also written there as a
 * .cpuprofile (Chromium's DevTools opens it).
 */
export function printProfile(profile: CpuProfile): void {
  const dir = process.env.GANTRY_PROFILE_DIR
  if (dir) {
    saved += 1
    const file = `${dir}/bench-${process.pid}-${saved}.cpuprofile`
    writeFileSync(file, JSON.stringify(profile))
    console.log(`CPU profile written to ${file}`)
  }
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const nameOf = (node: ProfileNode) => {
    const frame = node.callFrame
    return `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber}`
  }
  const counts = new Map<string, number>()
  const totals = new Map<string, number>()
  for (const id of profile.samples ?? []) {
    const node = byId.get(id)
    if (!node) continue
    const name = nameOf(node)
    counts.set(name, (counts.get(name) ?? 0) + 1)
    // Each function on the sample's stack once (recursion counts once).
    const seen = new Set<string>()
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const on = byId.get(at)
      if (on) seen.add(nameOf(on))
    }
    for (const each of seen) totals.set(each, (totals.get(each) ?? 0) + 1)
  }
  const total = profile.samples?.length ?? 1
  const percent = (n: number) => Number(((n / total) * 100).toFixed(1))
  const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 20)
  console.table(
    top.map(([name, n]) => ({
      function: name,
      'self %': percent(n),
      'total %': percent(totals.get(name) ?? 0),
    })),
  )
}

/** A Chromium trace event (the fields read here). */
export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  /** Thread time: the CPU the event used, without the time the thread waited for a core. */
  tdur?: number
  args?: { name?: string }
}

/**
 * Time per kind of work on the renderer's main thread in a trace (devtools.timeline): each event's own
 * time (its duration minus that of events nested in it), summed by name — where a CPU profile's
 * "(program)" goes (style, layout, paint, canvas raster, compositing).
 */
export function printTrace(events: TraceEvent[], wallMs: number): void {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  if (!main) return
  const own = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .map((e) => e as TraceEvent & { dur: number })
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  const self = new Map<string, number>()
  const stack: { end: number; name: string }[] = []
  // Animation frame callbacks run (chart canvases asking for frames): work done, whatever the load.
  let frames = 0
  let frameCpu = 0
  for (const event of own) {
    while (stack.length > 0 && (stack[stack.length - 1] as { end: number }).end <= event.ts) stack.pop()
    const parent = stack[stack.length - 1]
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - event.dur)
    self.set(event.name, (self.get(event.name) ?? 0) + event.dur)
    stack.push({ end: event.ts + event.dur, name: event.name })
    if (event.name === 'FireAnimationFrame') {
      frames += 1
      frameCpu += event.tdur ?? event.dur
    }
  }
  // Tasks' wall time counts the waits of a thread that had no core (a loaded machine); thread time does not.
  let taskWall = 0
  let taskCpu = 0
  let taskEnd = 0
  const longCpu: number[] = []
  for (const event of own) {
    if (!event.name.endsWith('RunTask') || event.ts < taskEnd) continue
    taskEnd = event.ts + event.dur
    taskWall += event.dur
    const cpu = event.tdur ?? event.dur
    taskCpu += cpu
    if (cpu > 50_000) longCpu.push(cpu)
  }
  const share = (us: number) => `${((us / 1000 / wallMs) * 100).toFixed(1)} %`
  console.log(
    `Main thread over ${Math.round(wallMs)} ms: tasks' wall time ${share(taskWall)}, their CPU (thread) time ${share(taskCpu)}; tasks over 50 ms of CPU: ${longCpu.length} (longest ${Math.round(Math.max(0, ...longCpu) / 1000)} ms); animation frame callbacks: ${frames}, their CPU time ${share(frameCpu)}`,
  )
  const total = [...self.values()].reduce((sum, v) => sum + v, 0)
  console.table(
    [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([name, us]) => ({
        work: name,
        ms: Math.round(us / 1000),
        '%': Number(((us / total) * 100).toFixed(1)),
      })),
  )
}
