import { useEffect, useRef } from 'react'
import { areaOf } from '../../engine/rules/routes'
import { clearConfirmations } from '../ui/notices'

/** The product side a path belongs to; the login and account pages (/user) belong to neither. */
export function sideOfPath(path: string): 'design' | 'runtime' | null {
  const area = areaOf(path)
  if (area === '/design') return 'design'
  return area === '/user' ? null : 'runtime'
}

/**
 * Confirmations belong to the side that raised them: crossing from the designer to the runtime (or
 * back) removes them, so the designer's "Saved successfully" does not cover an operator's button.
 */
export function useConfirmationsPerSide(location: string): void {
  const lastSide = useRef(sideOfPath(location))
  useEffect(() => {
    const side = sideOfPath(location)
    if (side === null) return
    if (lastSide.current !== null && lastSide.current !== side) clearConfirmations()
    lastSide.current = side
  }, [location])
}
