// The few host globals the engine may use: present in browsers and Node alike. Declared here
// because engine/tsconfig.json leaves out the DOM and Node typings on purpose, so that any
// other DOM or Node API in engine/ fails the typecheck.
declare function setTimeout(handler: () => void, ms?: number): unknown
declare function clearTimeout(handle: unknown): void
declare function structuredClone<T>(value: T): T
