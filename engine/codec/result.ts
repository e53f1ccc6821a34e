/** Why a document could not be decoded; the server maps these to 422, the app to its messages. */
export type CodecErrorCode =
  | 'invalidJson'
  | 'invalidDocument'
  | 'newerVersion'
  | 'createPageError'
  | 'layoutMissing'

export interface CodecFailure {
  ok: false
  code: CodecErrorCode
  /** English explanation with the JSON path of the first problem. */
  message: string
  /** For 'newerVersion': the document as given, to be kept verbatim, never dropped. */
  raw?: unknown
}

export interface CodecSuccess<T> {
  ok: true
  value: T
  /** The version the input was migrated from, or null when it was current already. */
  migratedFrom: string | null
}

export type CodecResult<T> = CodecSuccess<T> | CodecFailure

/** Builds a failure result. */
export function codecFailure(code: CodecErrorCode, message: string, raw?: unknown): CodecFailure {
  return raw === undefined ? { ok: false, code, message } : { ok: false, code, message, raw }
}

/** Thrown inside validators and turned into an 'invalidDocument' failure at the codec boundary. */
export class DocumentShapeError extends Error {
  constructor(
    readonly path: string,
    expected: string,
  ) {
    super(`${path || 'document'}: expected ${expected}`)
    this.name = 'DocumentShapeError'
  }
}
