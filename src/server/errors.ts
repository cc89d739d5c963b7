/**
 * What a service throws when it refuses a request: the HTTP status and the sentence the person
 * reads. The error handler (plugins/error-handler.ts) answers it as `{message}` with that
 * status, and with `issues` when the refusal is about one field the client sent (`field`, such
 * as 'body.postalCode', as a failed schema names it); nothing else in a handler maps outcomes to
 * replies.
 */
export class Refusal extends Error {
  readonly issues?: { path: string; message: string }[]
  constructor(
    readonly statusCode: RefusalStatus,
    message: string,
    field?: string,
  ) {
    super(message)
    this.name = 'Refusal'
    if (field) this.issues = [{ path: field, message }]
  }
}
export type RefusalStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429

/** A hook that refuses requests (a guard) names the statuses it answers, for the API's document. */
export interface Refuses {
  refuses: readonly RefusalStatus[]
}

/**
 * A failed database query's error carries its parameters (in `params`, and in the message and
 * stack): phone numbers, email addresses, session tokens. The log keeps the query, the database's
 * error code and the stack, without the values.
 */
export function loggableError(err: unknown): unknown {
  const e = err as { params?: unknown; query?: unknown; message?: string; stack?: string }
  if (!(err instanceof Error) || !Array.isArray(e.params)) return err
  const values = `params: ${String(e.params)}`
  const strip = (text?: string) => text?.split(values).join('params: [redacted]')
  const cause = (err as { cause?: { code?: string; constraint?: string } }).cause
  return {
    type: err.constructor.name,
    message: strip(err.message),
    stack: strip(err.stack),
    query: e.query,
    code: cause?.code,
    constraint: cause?.constraint,
  }
}

/** PostgreSQL's code on an error drizzle wrapped (`err.cause.code`) or the driver's own. */
export function databaseErrorCode(err: unknown): string | undefined {
  return (err as { cause?: { code?: string } })?.cause?.code ?? (err as { code?: string })?.code
}
