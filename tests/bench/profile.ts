/** CPU profiles of a benchmark's page (CDP Profiler), printed as the functions with the most self time. */

import { writeFileSync } from 'node:fs'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}

let saved = 0

/**
 * The 20 functions with the most samples (self time) of a CPU profile, with the share of samples each
 * was on the stack for (total). With GANTRY_PROFILE_DIR set, the profile is also written there as a
 * .cpuprofile (Chromium's DevTools opens it).
 */
export function printProfile(profile: { nodes: ProfileNode[]; samples?: number[] }): void {
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
