import type { Kysely } from 'kysely'
import { predict, type RegressionModel } from '../../engine/bigdata/regression.ts'
import type { Database } from '../db/schema.ts'
import type { LiveStore } from '../live/store.ts'
import type { Quality } from '../live/types.ts'
import './tables.ts'

/** One published model in force: it writes `target` whenever one of its inputs changes. */
export interface ActiveSensor {
  releaseId: number
  target: { objName: string; propName: string }
  model: RegressionModel
}

const RANK: Record<Quality, number> = { good: 0, uncertain: 1, bad: 2 }

/**
 * The soft sensors of this process: each enabled release's active model, evaluated from the live values of
 * its inputs (the model's columns are `objName.propName` keys) whenever one changes. The output's quality
 * is the worst of the inputs', bad when an input has no number; its time is the newest input's.
 */
export class SoftSensors {
  #sensors = new Map<number, ActiveSensor>()
  /** input key → releases that read it */
  #byInput = new Map<string, Set<number>>()
  /** Releases being evaluated: a chain that loops back stops instead of recursing. */
  readonly #busy = new Set<number>()
  readonly #unsubscribe: () => void

  constructor(
    private readonly db: Kysely<Database>,
    private readonly store: LiveStore,
  ) {
    this.#unsubscribe = store.onChange((change) => {
      for (const releaseId of this.#byInput.get(change.key) ?? []) this.evaluate(releaseId)
    })
  }

  /** Reads every enabled release's active version again and evaluates each once. */
  async reload(): Promise<void> {
    const rows = await this.db
      .selectFrom('bigdataReleases')
      .innerJoin('bigdataReleaseVersions', (join) =>
        join
          .onRef('bigdataReleaseVersions.releaseId', '=', 'bigdataReleases.releaseId')
          .onRef('bigdataReleaseVersions.versionNo', '=', 'bigdataReleases.activeVersion'),
      )
      .select([
        'bigdataReleases.releaseId',
        'bigdataReleases.targetObj',
        'bigdataReleases.targetProp',
        'bigdataReleaseVersions.model',
      ])
      .where('bigdataReleases.enabled', '=', 1)
      .execute()
    this.#sensors = new Map(
      rows.map((row) => [
        row.releaseId,
        {
          releaseId: row.releaseId,
          target: { objName: row.targetObj, propName: row.targetProp },
          model: JSON.parse(row.model) as RegressionModel,
        },
      ]),
    )
    this.#byInput = new Map()
    for (const sensor of this.#sensors.values()) {
      for (const input of sensor.model.inputs) {
        const readers = this.#byInput.get(input) ?? new Set<number>()
        readers.add(sensor.releaseId)
        this.#byInput.set(input, readers)
      }
    }
    for (const releaseId of this.#sensors.keys()) this.evaluate(releaseId)
  }

  /** The sensors in force (for the screens and tests). */
  active(): ActiveSensor[] {
    return [...this.#sensors.values()]
  }

  /** Computes one sensor from the current input values and writes its target property. */
  evaluate(releaseId: number): void {
    const sensor = this.#sensors.get(releaseId)
    if (!sensor || this.#busy.has(releaseId)) return
    this.#busy.add(releaseId)
    try {
      const inputs = sensor.model.inputs.map((name) => this.store.getKey(name))
      let quality: Quality = 'good'
      let newest = 0
      const values: number[] = []
      for (const vqt of inputs) {
        const value = typeof vqt?.value === 'boolean' ? Number(vqt.value) : vqt?.value
        if (!vqt || typeof value !== 'number' || !Number.isFinite(value)) {
          quality = 'bad'
          values.push(Number.NaN)
          continue
        }
        if (RANK[vqt.quality] > RANK[quality]) quality = vqt.quality
        newest = Math.max(newest, Date.parse(vqt.timestamp))
        values.push(value)
      }
      const output = quality === 'bad' ? null : predict(sensor.model, values)
      const { objName, propName } = sensor.target
      const current = this.store.get(objName, propName)
      if (!current) return
      this.store.write(objName, propName, output ?? current.value, {
        quality: output === null || !Number.isFinite(output) ? 'bad' : quality,
        timestamp: newest || Date.now(),
        origin: { kind: 'model' },
      })
    } finally {
      this.#busy.delete(releaseId)
    }
  }

  /** Stops listening to live values. */
  close(): void {
    this.#unsubscribe()
  }
}
