/**
 * The animation frames of every chart's canvas, shared. G's canvas asks for a frame after every frame it
 * draws, whether or not anything changed: 40 idle charts are 2,400 frame callbacks a second, each walking
 * its scene for changes. Here a canvas gets frames only while it is awake — from a render or resize until
 * a while after it settled (animations, a tooltip shown again), and while the pointer is on it — and its
 * frame request waits, not dropped, while it sleeps. One browser frame runs the callbacks of all awake
 * canvases.
 */

/** How long a canvas keeps its frames after a render settled or the pointer left: animations end. */
export const AWAKE_AFTER_MS = 1500

/**
 * After a render drawn without animation (every live update): G2 settles it two frames after drawing, so
 * nothing is left to draw but a tooltip shown again at the pointer — one frame. Kept awake as long as an
 * animated one, a chart updated about once a second would never sleep: every frame would walk its scene.
 */
export const STILL_AWAKE_MS = 100

/** The frame functions a canvas is given, and how the chart wakes it. */
export interface CanvasFrames {
  request(callback: FrameRequestCallback): number
  cancel(id: number): void
  /** Frames while `reason` holds (a render in flight, the pointer on the chart)… */
  hold(reason: string): void
  /** …and for `awakeMs` (AWAKE_AFTER_MS unless said) after it ends. */
  release(reason: string, awakeMs?: number): void
  /** Stops: callbacks still waiting are dropped. */
  dispose(): void
}

interface Client {
  holds: Set<string>
  awakeUntil: number
  waiting: Map<number, FrameRequestCallback>
}

const clients = new Set<Client>()
// Ids above the browser's own, so a frame the canvas requested before it was handed over can be cancelled.
let nextId = 1_000_000_000
let frame = 0

const awake = (client: Client, now: number) => client.holds.size > 0 || client.awakeUntil > now

function schedule(): void {
  if (frame !== 0) return
  const now = performance.now()
  let due = false
  for (const client of clients) if (client.waiting.size > 0 && awake(client, now)) due = true
  if (!due) return
  frame = requestAnimationFrame(run)
}

function run(time: number): void {
  frame = 0
  const now = performance.now()
  for (const client of clients) {
    if (client.waiting.size === 0 || !awake(client, now)) continue
    const callbacks = [...client.waiting.values()]
    client.waiting.clear()
    for (const callback of callbacks) {
      try {
        callback(time)
      } catch (error) {
        console.error('Chart frame failed', error)
      }
    }
  }
  schedule()
}

/** Frames for one canvas; asleep until woken. */
export function canvasFrames(): CanvasFrames {
  const client: Client = { holds: new Set(), awakeUntil: 0, waiting: new Map() }
  clients.add(client)
  return {
    request(callback) {
      const id = nextId++
      client.waiting.set(id, callback)
      schedule()
      return id
    },
    cancel(id) {
      if (!client.waiting.delete(id) && id < 1_000_000_000) cancelAnimationFrame(id)
    },
    hold(reason) {
      client.holds.add(reason)
      schedule()
    },
    release(reason, awakeMs = AWAKE_AFTER_MS) {
      if (!client.holds.delete(reason)) return
      client.awakeUntil = Math.max(client.awakeUntil, performance.now() + awakeMs)
      schedule()
    },
    dispose() {
      client.waiting.clear()
      clients.delete(client)
    },
  }
}
