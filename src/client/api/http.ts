import type { ApiError } from '#shared/errors'

/** A failed API call: the HTTP status (0 when the server could not be reached) and its message. */
export class HttpError extends Error {
  readonly status: number
  readonly issues: ApiError['issues']

  constructor(status: number, message: string, issues?: ApiError['issues']) {
    super(message)
    this.name = 'HttpError'
    this.status = status
    this.issues = issues
  }
}

export function isClientError(error: unknown): boolean {
  return error instanceof HttpError && error.status >= 400 && error.status < 500
}

type ApiInit = Omit<RequestInit, 'body'> & { json?: unknown }
type Fetch = (path: string, init: RequestInit) => Promise<Response>

// The browser's fetch; the server's page renderer answers these calls in-process instead.
let send: Fetch = (path, init) => fetch(path, init)
export function setApiTransport(transport: Fetch) {
  send = transport
}

/**
 * Fetches a same-origin API path and returns its JSON body. Responses are typed, not parsed:
 * the server validates every response against the shared schemas (docs/api.md), and parsing again
 * here would put zod in the first-load bundle.
 */
export async function apiFetch<T>(path: string, { json, headers, ...init }: ApiInit = {}) {
  let response: Response
  try {
    response = await send(path, {
      credentials: 'same-origin',
      ...init,
      headers: {
        Accept: 'application/json',
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    })
  } catch (error) {
    // Cancellation is TanStack Query's business; only real network failures become HttpError.
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new HttpError(0, 'Could not reach the server. Check your connection and try again.')
  }

  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Partial<ApiError> | null
    const message =
      typeof body?.message === 'string' && body.message
        ? body.message
        : `Request failed (${response.status}${response.statusText ? ` ${response.statusText}` : ''}).`
    throw new HttpError(response.status, message, body?.issues)
  }
  if (response.status === 204) return undefined as T
  return (await response.json()) as T
}
