import { WAITING_TEXT } from '../../shared/liveProps.ts'

/** What a label shows for a bound prop with no value yet: '—' for its text; colours keep their design. */
export const LABEL_WAITING = { text: WAITING_TEXT } as const
