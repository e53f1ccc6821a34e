import '../../../history/plugin.ts'
import type { HistoryService } from '../../../history/plugin.ts'
import { computeAggregate } from './aggregates.ts'
import type { ResultView, TaskView } from './queries.ts'

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * A task's aggregates over [start, end] (epoch ms) for each of its sources, from the stored history
 * (flushed first, so the latest values count). One row per source and aggregate.
 */
export async function computeTask(
  history: HistoryService,
  task: Pick<TaskView, 'taskId' | 'sources' | 'aggregates'>,
  window: { start: number; end: number },
): Promise<ResultView[]> {
  await history.flush()
  const rows: ResultView[] = []
  for (const { objName, propName } of task.sources) {
    const { prior, samples } = await history.samples(`${objName}.${propName}`, window.start, window.end)
    for (const aggregate of task.aggregates) {
      const result = computeAggregate(aggregate, samples, window, prior)
      rows.push({
        taskId: task.taskId,
        objName,
        propName,
        aggregate,
        value: result.value,
        valueTime: result.time === null ? null : iso(result.time),
        windowStart: iso(window.start),
        windowEnd: iso(window.end),
      })
    }
  }
  return rows
}
