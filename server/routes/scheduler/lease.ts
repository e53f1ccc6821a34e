/** A claimed task's lease; renewed while it runs, so a dead process's claim lapses within a minute. */
export const LEASE_MS = 60_000
export const RENEW_MS = 20_000
