/**
 * A build plugin that makes G2's component lookup cheap. G2 5.4's `useLibrary` (runtime/library.js)
 * copies its whole built-in library (a new object of about 300 entries from `builtinlib()`) and the
 * chart's own library into a fresh object on every call, and a render calls it for every mark, scale,
 * shape, label and animation: about an eighth of a live chart update's CPU (a control chart's most).
 * The rewrite looks a name up in the chart's library, then in the built-in one, built once: the same
 * answer (the chart's own entries win, as with the copy) without the copies.
 *
 * The rewrite is checked against the installed G2's text: if an upgrade changes the function, the build
 * fails here rather than silently losing the fix (tests/unit/tools/g2LibraryLookup.test.ts).
 */
import type { Plugin } from 'vite'

/** The module rewritten, as its id ends. */
export const G2_LIBRARY_MODULE = /[\\/]@antv[\\/]g2[\\/]esm[\\/]runtime[\\/]library\.js$/

/** G2's copying line, exactly as 5.4 ships it. */
export const COPYING_LINE = 'const library = Object.assign(Object.assign({}, builtinlib()), publicLibrary);'

/**
 * A lookup object with the copy's answers: own entries of the chart's library first, then the built-in
 * library's. `builtinlib()` returns the same constructors each call, so building it once is the same.
 */
const LOOKUP_LINE = 'const library = __gantryLibrary(publicLibrary);'

// A proxy, not a merged copy, so that an entry registered in the chart's library later is still found.
const LOOKUP_HELPER = `
let __gantryBuiltin;
const __gantryLookups = new WeakMap();
const __gantryOwn = Object.prototype.hasOwnProperty;
function __gantryLibrary(publicLibrary) {
    if (!__gantryBuiltin) __gantryBuiltin = builtinlib();
    if (publicLibrary === null || typeof publicLibrary !== 'object') return __gantryBuiltin;
    let lookup = __gantryLookups.get(publicLibrary);
    if (!lookup) {
        lookup = new Proxy(__gantryBuiltin, {
            get(builtin, key) {
                return __gantryOwn.call(publicLibrary, key) ? publicLibrary[key] : builtin[key];
            },
        });
        __gantryLookups.set(publicLibrary, lookup);
    }
    return lookup;
}
`

/** G2's library.js with the lookup in place of the copy; throws if the copy is not found once. */
export function rewriteLibraryModule(code: string): string {
  const at = code.indexOf(COPYING_LINE)
  if (at < 0 || code.indexOf(COPYING_LINE, at + 1) >= 0) {
    throw new Error(
      "G2's runtime/library.js no longer has the copying line this build rewrites (tests/tools/g2LibraryLookup.ts): check the new G2's useLibrary and update or drop the rewrite",
    )
  }
  return `${code.slice(0, at)}${LOOKUP_LINE}${code.slice(at + COPYING_LINE.length)}\n${LOOKUP_HELPER}`
}

/** The Vite plugin: the app's and Storybook's builds (the dev server's pre-bundled G2 keeps the copies: only slower). */
export function g2LibraryLookup(): Plugin {
  return {
    name: 'gantry-g2-library-lookup',
    transform(code, id) {
      if (!G2_LIBRARY_MODULE.test(id.split('?')[0] ?? id)) return null
      return { code: rewriteLibraryModule(code), map: null }
    },
  }
}
