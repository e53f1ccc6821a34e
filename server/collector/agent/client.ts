import type { BoundProperty, ConnectorStatus } from '../../live/connectors.ts'
import type { Quality } from '../../live/types.ts'
import type { ConnectorType } from '../connectorConfig.ts'
import type { RelayAnswer, RelayRequest } from '../relay.ts'

/** A connector as the heartbeat hands it to the process holding its lease. */
export interface AssignedConnector {
  name: string
  type: ConnectorType
  config: Record<string, unknown>
  version: number
  leased?: boolean
  bindings?: Omit<BoundProperty, 'key'>[]
}

export interface HeartbeatAnswer {
  heartbeatMs: number
  leaseMs: number
  connectors: AssignedConnector[]
}

export type DriverEntry = ConnectorStatus & { name: string; type: string }

export interface OutgoingValue {
  connector: string
  objName: string
  propName: string
  value: unknown
  quality: Quality
  timestamp: string
}

/** An answer the server gave with an error status; `status` 401/403 mean the key or the review. */
export class ServerRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** The collector's side of /api/collector: register, heartbeat, values, and the relay's requests and answers. */
export class ServerClient {
  constructor(
    private readonly base: string,
    private readonly deviceUuid: string,
    private readonly instance: string,
    private key = '',
  ) {}

  setKey(key: string): void {
    this.key = key
  }

  register(name: string, deviceRegInfo: object, replaces?: string): Promise<{ registrationStatus: string }> {
    return this.#post('/register', { deviceUuid: this.deviceUuid, name, deviceRegInfo, replaces })
  }

  heartbeat(drivers: DriverEntry[], stopping = false): Promise<HeartbeatAnswer> {
    return this.#post('/heartbeat', {
      deviceUuid: this.deviceUuid,
      instance: this.instance,
      drivers,
      stopping,
    })
  }

  values(values: OutgoingValue[]): Promise<{ accepted: number; dropped: number; lost: string[] }> {
    return this.#post('/values', { deviceUuid: this.deviceUuid, instance: this.instance, values })
  }

  /** The relayed requests for this process's connectors: the server holds the call up to `waitMs` for one. */
  async requests(waitMs: number, signal: AbortSignal): Promise<RelayRequest[]> {
    const body = { deviceUuid: this.deviceUuid, instance: this.instance, waitMs }
    const answer = await this.#post<{ requests: RelayRequest[] }>(
      '/requests',
      body,
      AbortSignal.any([signal, AbortSignal.timeout(waitMs + 5000)]),
    )
    return answer.requests
  }

  answers(answers: RelayAnswer[]): Promise<{ accepted: number; late: number }> {
    return this.#post('/answers', { deviceUuid: this.deviceUuid, instance: this.instance, answers })
  }

  async #post<T>(path: string, body: object, signal = AbortSignal.timeout(5000)): Promise<T> {
    const response = await fetch(`${this.base}/api/collector${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(this.key && { 'x-collector-key': this.key }) },
      body: JSON.stringify(body),
      signal,
    })
    const text = await response.text()
    if (!response.ok) {
      let message = text
      try {
        message = (JSON.parse(text) as { message?: string }).message ?? text
      } catch {}
      throw new ServerRefused(response.status, message)
    }
    return JSON.parse(text) as T
  }
}
