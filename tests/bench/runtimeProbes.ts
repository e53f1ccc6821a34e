/** The runtime bench's in-page scripts (tests/bench/runtime.bench.ts), as source text. */
// Page scripts are passed as source text: tsx wraps named functions in a helper the page does not have.
export const WAIT_VALUES_SHOWN = `new Promise((resolve) => {
  const check = () => {
    const marked = performance.getEntriesByName('gantry:runtime-values-shown').length > 0
    const labels = [...document.querySelectorAll('.stage-widget[data-type="form.label"]')]
    const waiting = labels.filter((label) => label.textContent.includes('—')).length
    const painted = document.querySelector('[data-testid="runtime-stage"]')?.dataset.painted === 'yes'
    if (marked && (painted || labels.length > 0) && waiting === 0)
      resolve({ at: performance.now(), elements: labels.length, painted })
    else requestAnimationFrame(check)
  }
  check()
})`

export const RESOURCE_TIMES = `[{ name: 'socket opened', start: Math.round(window.__socketOpened ?? -1), end: 0 }]
  .concat(performance.getEntriesByType('resource').map((entry) => ({
    name: entry.name.replace(location.origin, '').slice(0, 60),
    start: Math.round(entry.startTime),
    req: Math.round(entry.requestStart),
    ttfb: Math.round(entry.responseStart),
    end: Math.round(entry.responseEnd),
  })))
  .concat(performance.getEntriesByType('mark').map((mark) => ({ name: mark.name, start: Math.round(mark.startTime), end: 0 })))
  .sort((a, b) => a.start - b.start)`

// Installed before the page loads: decodes a five-digit send time from text drawn on a canvas, and
// notes when each socket message arrived, to split the latency into the server's part (its batch
// window and the network) and the page's part (arrival → screen).
export const PAINT_PROBE = `(() => {
  window.__latencies = []
  window.__pageLatencies = []
  window.__arrived = 0
  window.__socketSeen = new Set()
  const NativeSocket = window.WebSocket
  window.WebSocket = class extends NativeSocket {
    constructor(...args) {
      super(...args)
      this.addEventListener('message', (event) => {
        window.__arrived = performance.timeOrigin + performance.now()
        // The first message of each type, as a mark for the bench's request table ('socket: values', …).
        const type = typeof event.data === 'string' ? /^{"type":"([a-zA-Z]+)"/.exec(event.data)?.[1] : undefined
        if (type && !window.__socketSeen.has(type)) {
          window.__socketSeen.add(type)
          performance.mark('socket: ' + type)
        }
      })
      window.__socketOpened ??= performance.now()
    }
  }
  window.__decodeLatency = (text) => {
    if (!/^[0-9]{1,5}$/.test(text)) return
    const at = performance.timeOrigin + performance.now()
    let sent = Math.floor(at / 100000) * 100000 + Number(text)
    if (sent > at) sent -= 100000
    window.__latencies.push(at - sent)
    window.__pageLatencies.push(at - window.__arrived)
  }
  const fillText = CanvasRenderingContext2D.prototype.fillText
  CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
    if (window.__measuring) window.__decodeLatency(String(text))
    return fillText.call(this, text, ...rest)
  }
})()`

export const START_LATENCY = `(() => {
  window.__latencies = []
  window.__pageLatencies = []
  window.__measuring = true
  const stage = document.querySelector('[data-testid="runtime-stage"]')
  const observer = new MutationObserver((records) => {
    const seen = new Set()
    for (const record of records) {
      const widget = (record.target.nodeType === 1 ? record.target : record.target.parentElement)?.closest('.stage-widget')
      if (!widget || seen.has(widget)) continue
      seen.add(widget)
      window.__decodeLatency(widget.textContent.trim())
    }
  })
  observer.observe(stage, { subtree: true, childList: true, characterData: true })
  window.__stopLatency = () => {
    observer.disconnect()
    window.__measuring = false
    return { all: window.__latencies, page: window.__pageLatencies }
  }
})()`

// The demo overview: the first frame where a reading (a bound label) shows a number, and the first where
// every reading does, every chart has finished its first render and the page's values-shown mark is set.
export const WAIT_DEMO_DRAWN = `new Promise((resolve, reject) => {
  let firstValue = 0
  const timeout = setTimeout(() => reject(new Error('The demo overview was not drawn within 30 s')), 30000)
  const check = () => {
    const labels = [...document.querySelectorAll('.stage-widget[data-type="form.label"]')]
    if (!firstValue && labels.some((label) => /[0-9]/.test(label.textContent))) firstValue = performance.now()
    const charts = document.querySelectorAll('.stage-widget[data-type^="chart."], .stage-widget[data-type="control.trendChart"]')
    const plots = [...document.querySelectorAll('.gx-chart__plot')]
    const marked = performance.getEntriesByName('gantry:runtime-values-shown').length > 0
    const waiting = labels.some((label) => label.textContent.includes('—'))
    if (firstValue && marked && !waiting && charts.length > 0 && plots.length >= charts.length &&
        plots.every((plot) => plot.dataset.rendered === 'true')) {
      clearTimeout(timeout)
      resolve({ firstValue, allDrawn: performance.now() })
    } else requestAnimationFrame(check)
  }
  check()
})`
