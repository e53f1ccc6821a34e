import type { LiveSample } from './liveWindow.ts'

/**
 * A series thinned to what a plot of a given width can show. A trend window of an hour holds thousands
 * of samples, and every one costs a live update of the chart its share of work (G2 maps, styles and
 * parses each point each time), while a plot a few hundred pixels wide shows no more than a few points
 * per pixel column. Per bucket of time (a column or two of pixels) the first, lowest, highest and last
 * samples are kept (the M4 method): the drawn line is the same, a spike is never lost, and the tooltip
 * still reads real samples. Gaps (null values) are all kept, so a break in the line stays where it was.
 */
export function thinSamples(
  samples: readonly LiveSample[],
  start: number,
  end: number,
  buckets: number,
): readonly LiveSample[] {
  const count = Math.max(1, Math.floor(buckets))
  // Four per bucket is the most the method keeps: below that there is nothing to thin.
  if (samples.length <= count * 4 || !(end > start)) return samples
  const width = (end - start) / count
  const kept: LiveSample[] = []
  let run: LiveSample[] = []
  let runBucket = Number.NaN
  const flush = () => {
    if (run.length <= 4) kept.push(...run)
    else {
      let low = 0
      let high = 0
      run.forEach((sample, i) => {
        if ((sample.value as number) < (run[low]?.value as number)) low = i
        if ((sample.value as number) > (run[high]?.value as number)) high = i
      })
      // In time order, each sample once.
      for (const i of [...new Set([0, low, high, run.length - 1])].sort((a, b) => a - b))
        kept.push(run[i] as LiveSample)
    }
    run = []
  }
  for (const sample of samples) {
    if (sample.value === null) {
      flush()
      kept.push(sample)
      runBucket = Number.NaN
      continue
    }
    const bucket = Math.min(count - 1, Math.max(-1, Math.floor((sample.time - start) / width)))
    if (bucket !== runBucket) flush()
    runBucket = bucket
    run.push(sample)
  }
  flush()
  return kept
}

/**
 * The samples a line drawn as steps needs: a sample repeating the value before it (a value held to a
 * later time, as the live window and history make for a line drawn straight) adds nothing to a step
 * line but its cost, except where it carries the line to a gap or to the window's end. Gaps are kept.
 */
export function stepPoints(samples: readonly LiveSample[]): readonly LiveSample[] {
  const kept = samples.filter(
    (sample, i) =>
      i === 0 ||
      i === samples.length - 1 ||
      sample.value === null ||
      samples[i + 1]?.value === null ||
      sample.value !== samples[i - 1]?.value,
  )
  return kept.length === samples.length ? samples : kept
}
