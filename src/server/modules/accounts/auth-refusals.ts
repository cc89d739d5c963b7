import { APIError } from 'better-auth'
import { Refusal, type RefusalStatus } from '../../errors'

/**
 * The auth library's `call`, with a refusal of its own (`APIError`) answered as ours: `refusal`
 * says which, or undefined for one it does not expect. Anything else is thrown on as it is.
 */
export async function refusing<T>(
  call: Promise<T>,
  refusal: (err: APIError) => Refusal | undefined,
): Promise<T> {
  try {
    return await call
  } catch (err) {
    throw (err instanceof APIError && refusal(err)) || err
  }
}

/** A refusal of the library for what the client sent (not its own failure), as our `status`. */
export const clientError = (status: RefusalStatus, message: string) => (err: APIError) =>
  err.statusCode < 500 ? new Refusal(status, message) : undefined
