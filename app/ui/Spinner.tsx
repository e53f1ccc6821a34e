import '../styles/ui/feedback.css'

/** A small spinning ring; decorative unless given a `label` (then it is announced as status). */
export function Spinner({ size = 16, label }: { size?: number; label?: string }) {
  const style = { width: size, height: size }
  if (!label) return <span className="spinner" style={style} aria-hidden="true" />
  return <span className="spinner" style={style} role="status" aria-label={label} />
}
