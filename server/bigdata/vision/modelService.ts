import { readPredictions, type VisionPrediction } from '../../../engine/bigdata/vision/annotations.ts'
import { VISION_MESSAGES } from '../../../engine/bigdata/vision/messages.ts'
import { withValues } from '../../../engine/messages.ts'
import { HttpError } from '../../http/httpError.ts'

/** What the model service is sent: the image and what the set can label. */
export interface InferenceRequest {
  fileName: string
  mimeType: string
  width: number
  height: number
  labels: string[]
  /** base64 of the image file */
  image: string
}

/**
 * POSTs one image to a set's model service as JSON and reads its predictions. Every way the service can
 * fail becomes a clear error — 502 unreachable, bad status, not JSON or the wrong shape; 504 slower than
 * the set's timeout — and nothing is stored either way, so a failed run changes nothing.
 */
export async function runInference(
  url: string,
  timeoutMs: number,
  body: InferenceRequest,
): Promise<VisionPrediction[]> {
  let response: Response
  let text: string
  // One deadline for the answer's head and body: a service that stalls mid-body is as slow as one that never answers.
  const signal = AbortSignal.timeout(timeoutMs)
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal,
      redirect: 'error',
    })
    text = await response.text()
  } catch {
    if (signal.aborted) throw new HttpError(504, withValues(VISION_MESSAGES.modelTimeout, { ms: timeoutMs }))
    throw new HttpError(502, withValues(VISION_MESSAGES.modelUnreachable, { url }))
  }
  if (!response.ok)
    throw new HttpError(502, withValues(VISION_MESSAGES.modelStatus, { status: response.status }))
  let answer: unknown
  try {
    answer = JSON.parse(text)
  } catch {
    throw new HttpError(502, VISION_MESSAGES.modelNotJson)
  }
  const read = readPredictions(answer, body)
  if ('problem' in read) {
    throw new HttpError(502, withValues(VISION_MESSAGES.modelBadShape, { problem: read.problem }))
  }
  return read.predictions
}
