import { useLingui } from '@lingui/react/macro'

/**
 * Checks a leased (slow) interval as typed against the fast one, as the connectors' binding readers do
 * (server/connectors/opcua/binding.ts, modbus/binding.ts): empty is fine (not leased); otherwise a number
 * of milliseconds longer than the fast interval, at most an hour. Answers why not, or null.
 */
export function useLeaseCheck(): (slow: string, fast: string) => string | null {
  const { t } = useLingui()
  return (slow, fast) => {
    if (slow.trim() === '') return null
    const value = Number(slow)
    if (!Number.isFinite(value) || value <= 0 || value > 3_600_000)
      return t`Must be a number of milliseconds, at most 3600000`
    // An empty fast interval is the connector's: the server compares with what it knows.
    if (fast.trim() !== '' && Number.isFinite(Number(fast)) && value <= Number(fast))
      return t`Must be longer than the fast interval (${fast} ms)`
    return null
  }
}
