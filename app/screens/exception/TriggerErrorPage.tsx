/**
 * /exception/trigger: fails while rendering on purpose, so the render-error fallback (logo and the way
 * back to the login page, spec S0 §8) can be seen and tested.
 */
export function TriggerErrorPage(): never {
  throw new Error('Render error triggered on purpose at /exception/trigger')
}
