/**
 * What a form control shows for a bound prop with no value yet (plugins/README.md, "Bound props"): no
 * value (an empty field, nothing selected) and disabled, so an operator never edits or presses on a guess.
 * A bound caption keeps its designed text.
 */
export const CONTROL_WAITING = { value: '', disabled: true } as const
