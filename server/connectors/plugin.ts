import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import '../live/context.ts'
import { MqttConnector } from './mqtt/connector.ts'
import { connectorSettings } from './settings.ts'
import { SimulatorConnector } from './simulator/connector.ts'

/**
 * Registers the built-in connectors with `app.live.connectors` once the app is ready (after the alarm
 * engine and the history writer listen to the store, so the first values are seen by both): the
 * simulator, and one MQTT connector per configured broker (`mqtt` by default). `app.live` stops them on close.
 */
async function connectors(app: FastifyInstance): Promise<void> {
  const settings = connectorSettings(process.env, app.config.connectors)
  const log = { info: (m: string) => app.log.info(m), warn: (m: string) => app.log.warn(m) }
  app.addHook('onReady', async () => {
    if (settings.simulator.enabled) {
      await app.live.connectors.register(
        new SimulatorConnector(settings.simulator.tickMs, 'simulator', log.warn),
      )
    }
    for (const broker of settings.mqtt) await app.live.connectors.register(new MqttConnector(broker, log))
  })
}
;(connectors as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true

export const connectorsPlugin: FastifyPluginAsync = connectors
