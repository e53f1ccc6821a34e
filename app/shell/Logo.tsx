/** The Gantry mark: a gantry crane (beam, legs, trolley and load). Decorative; pair it with text. */
export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg className="logo" width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="11" fill="var(--brand, #1f5fbf)" />
      <path d="M7 11h34v4H7z" fill="#fff" />
      <path d="M11 15h4l-2.2 21H8.8zM37 15h-4l2.2 21h4z" fill="#fff" />
      <path d="M6 36h10v3H6zM32 36h10v3H32z" fill="#fff" />
      <path d="M21 15h8v3h-8zM24.3 18h1.4v7h-1.4z" fill="var(--accent, #f5a524)" />
      <rect x="19.5" y="25" width="11" height="7" rx="1.5" fill="var(--accent, #f5a524)" />
    </svg>
  )
}
