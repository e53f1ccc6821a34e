/**
 * Binding expressions: the evaluator lives in the engine (engine/expression) so the server can evaluate
 * the same `${…}` conditions of workflows; plugins keep importing it from here.
 */
export * from '../../../engine/expression/index.ts'
