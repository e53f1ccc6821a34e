import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'

/**
 * The document a programmable component's script runs in (plugins/controls/scriptView). The app's page
 * may not run inline or eval'd code (its CSP), and a `srcdoc` or `blob:` frame inherits that policy, so the
 * frame is this served document with a policy of its own: its one bootstrap script by hash, `eval` for the
 * widget's code, and nothing else — no fetch, no WebSocket, no other script, no form, no navigation. The
 * `sandbox` directive makes it an opaque origin even when opened on its own, so it never shares the app's
 * storage (the ticket) or DOM; the host frames it with `sandbox="allow-scripts"` as well.
 *
 * The message API (both ways through postMessage; the host checks `event.source`):
 * host → frame: `{ type: 'gantry:run', script, values }`, `{ type: 'gantry:values', values }`
 * frame → host: `{ type: 'gantry:ready' }`, `{ type: 'gantry:error', message }`,
 *               `{ type: 'gantry:set', prop, value }`, `{ type: 'gantry:openPage', pageId }`
 */
export const SCRIPT_FRAME_PATH = '/sandbox/script-view.html'

// Runs in the frame. `gantry` is what the widget's script sees: the root element, the bound values, a
// listener for new values, and the two requests it may make of the host.
const BOOTSTRAP = `(function () {
  var host = window.parent;
  var listeners = [];
  var ran = false;
  function report(error) {
    var text = error && error.message ? error.message : String(error);
    host.postMessage({ type: 'gantry:error', message: text.slice(0, 500) }, '*');
  }
  var gantry = {
    root: document.getElementById('root'),
    values: {},
    onValues: function (listener) { if (typeof listener === 'function') listeners.push(listener); },
    setProperty: function (prop, value) {
      host.postMessage({ type: 'gantry:set', prop: String(prop), value: JSON.parse(JSON.stringify(value === undefined ? null : value)) }, '*');
    },
    openPage: function (pageId) { host.postMessage({ type: 'gantry:openPage', pageId: String(pageId) }, '*'); }
  };
  function deliver(values) {
    gantry.values = values || {};
    for (var i = 0; i < listeners.length; i++) {
      try { listeners[i](gantry.values); } catch (error) { report(error); }
    }
  }
  window.addEventListener('error', function (event) { report(event.error || event.message); });
  window.addEventListener('unhandledrejection', function (event) { report(event.reason); });
  window.addEventListener('message', function (event) {
    if (event.source !== host || !event.data || typeof event.data !== 'object') return;
    var message = event.data;
    if (message.type === 'gantry:run' && !ran) {
      ran = true;
      gantry.values = message.values || {};
      try { new Function('gantry', String(message.script))(gantry); deliver(gantry.values); }
      catch (error) { report(error); }
    } else if (message.type === 'gantry:values') deliver(message.values);
  });
  host.postMessage({ type: 'gantry:ready' }, '*');
})();`

const HTML = `<!doctype html>
<html><head><meta charset="utf-8"><style>html,body{margin:0;height:100%;overflow:hidden;font:13px system-ui,"Microsoft YaHei","WenQuanYi Micro Hei",sans-serif}#root{height:100%}</style></head>
<body><div id="root"></div><script>${BOOTSTRAP}</script></body></html>`

const HASH = `'sha256-${createHash('sha256').update(BOOTSTRAP, 'utf8').digest('base64')}'`

/** The frame's own policy (see the file comment). */
export const SCRIPT_FRAME_CSP = [
  "default-src 'none'",
  `script-src ${HASH} 'unsafe-eval'`,
  "style-src 'unsafe-inline'",
  'img-src data: blob:',
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  'sandbox allow-scripts',
].join('; ')

/** Serves the frame document (no session needed: it holds no data, only the bootstrap). */
export async function scriptFrameRoutes(app: FastifyInstance): Promise<void> {
  app.get(SCRIPT_FRAME_PATH, async (_request, reply) =>
    reply
      .header('Content-Security-Policy', SCRIPT_FRAME_CSP)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(HTML),
  )
}
