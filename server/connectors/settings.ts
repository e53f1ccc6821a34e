/** One MQTT connector: a broker connection that properties bind to by the connector's name. */
export interface MqttConnectorSettings {
  /** What `binding.connector` names; the default connector is `mqtt`. */
  name: string
  /** e.g. mqtt://127.0.0.1:1883, mqtts://broker:8883, ws://broker/mqtt */
  url: string
  username?: string
  password?: string
  /** Unique per process (a broker drops the older of two connections with one client id); default random. */
  clientId?: string
  /** Wait between reconnection attempts. */
  reconnectMs?: number
  /** A user write fails (HTTP 502) when the broker has not acknowledged it within this time. */
  publishTimeoutMs?: number
}

export interface ConnectorSettings {
  simulator: { enabled: boolean; tickMs: number }
  mqtt: MqttConnectorSettings[]
}

declare module '../config.ts' {
  interface ServerConfig {
    connectors?: Partial<ConnectorSettings>
  }
}

/**
 * `GANTRY_SIMULATOR=0` disables the simulator, `GANTRY_SIMULATOR_TICK_MS` sets its rate (default 1000).
 * `GANTRY_MQTT_URL` is the broker of the connector `mqtt` (default mqtt://127.0.0.1:1883; it connects only
 * once a property is bound to it); `GANTRY_MQTT_CONNECTORS` adds more as a JSON list of
 * `{ name, url, username?, password?, clientId? }`.
 */
export function connectorSettings(
  env: Record<string, string | undefined>,
  override: Partial<ConnectorSettings> = {},
): ConnectorSettings {
  const tickMs = Number(env.GANTRY_SIMULATOR_TICK_MS ?? 1000)
  const mqtt: MqttConnectorSettings[] = [
    { name: 'mqtt', url: env.GANTRY_MQTT_URL || 'mqtt://127.0.0.1:1883' },
  ]
  if (env.GANTRY_MQTT_CONNECTORS) {
    const extra = JSON.parse(env.GANTRY_MQTT_CONNECTORS) as unknown
    if (!Array.isArray(extra)) throw new Error('GANTRY_MQTT_CONNECTORS must be a JSON list')
    for (const entry of extra as MqttConnectorSettings[]) {
      if (typeof entry?.name !== 'string' || typeof entry.url !== 'string' || entry.name.trim() === '')
        throw new Error('Each GANTRY_MQTT_CONNECTORS entry needs a name (not blank) and a url')
      mqtt.push(entry)
    }
  }
  return {
    simulator: {
      enabled: env.GANTRY_SIMULATOR !== '0',
      tickMs: Number.isFinite(tickMs) && tickMs >= 10 ? tickMs : 1000,
    },
    mqtt,
    ...override,
  }
}
