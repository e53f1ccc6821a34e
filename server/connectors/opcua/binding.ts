import type { PropertyBinding } from '../../live/types.ts'

/**
 * A property bound to an OPC UA node: `{ connector, nodeId, samplingInterval?, slowSamplingInterval?,
 * deadband? }`.
 */
export interface OpcuaBinding {
  nodeId: string
  /** Milliseconds the server samples the node at (monitored item, not polling). */
  samplingInterval: number
  /**
   * Leased sampling: the node is sampled at this slower interval (ms) and at `samplingInterval` only while
   * one of its values is on someone's screen or has an active alarm.
   */
  slowSamplingInterval?: number
  /** Absolute deadband: a change smaller than this is not reported (0: every change). */
  deadband: number
}

const NODE_ID = /^(ns=\d+;)?[isgb]=.+$/

/** Reads a binding's OPC UA settings, or says why it cannot be used. */
export function readOpcuaBinding(binding: PropertyBinding): OpcuaBinding | { error: string } {
  const settings = binding as Record<string, unknown>
  const nodeId = settings.nodeId
  if (typeof nodeId !== 'string' || !NODE_ID.test(nodeId.trim()))
    return { error: 'nodeId must look like ns=2;s=Tank1.Level or i=2258' }
  const samplingInterval = settings.samplingInterval === undefined ? 1000 : Number(settings.samplingInterval)
  if (!Number.isFinite(samplingInterval) || samplingInterval < 0 || samplingInterval > 3_600_000)
    return { error: 'samplingInterval must be 0 to 3600000 ms' }
  const slow = settings.slowSamplingInterval
  const slowSamplingInterval = slow === undefined || slow === null ? undefined : Number(slow)
  if (
    slowSamplingInterval !== undefined &&
    (!Number.isFinite(slowSamplingInterval) ||
      slowSamplingInterval > 3_600_000 ||
      slowSamplingInterval <= samplingInterval)
  )
    return { error: 'slowSamplingInterval must be longer than samplingInterval, at most 3600000 ms' }
  const deadband = settings.deadband === undefined ? 0 : Number(settings.deadband)
  if (!Number.isFinite(deadband) || deadband < 0) return { error: 'deadband must be 0 or more' }
  return {
    nodeId: nodeId.trim(),
    samplingInterval,
    deadband,
    ...(slowSamplingInterval ? { slowSamplingInterval } : {}),
  }
}
