/** CPU profiles of a benchmark's page (CDP Profiler), printed as the functions with the most self time. */

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
}

/** The 20 functions with the most samples (self time) of a CPU profile. */
export function printProfile(profile: { nodes: ProfileNode[]; samples?: number[] }): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const counts = new Map<string, number>()
  for (const id of profile.samples ?? []) {
    const frame = byId.get(id)?.callFrame
    if (!frame) continue
    const name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber}`
    counts.set(name, (counts.get(name) ?? 0) + 1)
  }
  const total = profile.samples?.length ?? 1
  const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 20)
  console.table(
    top.map(([name, n]) => ({ function: name, 'self %': Number(((n / total) * 100).toFixed(1)) })),
  )
}
