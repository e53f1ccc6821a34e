/** Whether `topic` matches the subscription `filter` (MQTT 3.1.1 §4.7: `+` one level, `#` the rest). */
export function topicMatches(filter: string, topic: string): boolean {
  if (filter === topic) return true
  const f = filter.split('/')
  const t = topic.split('/')
  for (let i = 0; i < f.length; i++) {
    const level = f[i]
    if (level === '#') return i > 0 || !topic.startsWith('$')
    if (i >= t.length) return false
    if (level === '+') {
      if (i === 0 && t[0]?.startsWith('$')) return false
      continue
    }
    if (level !== t[i]) return false
  }
  return f.length === t.length
}

export const hasWildcard = (topic: string) => /[+#]/.test(topic)
