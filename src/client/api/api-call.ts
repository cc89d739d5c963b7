import { apiFetch } from './http'

// Beside http.ts rather than in it: the first load imports http.ts, and what a module exports
// to any chunk ships with it, while these serve the calls that pages load on demand.

/** POSTs a JSON body (or none) to an API path; the same answer and errors as apiFetch. */
export const post = <T>(path: string, json?: unknown) => apiFetch<T>(path, { method: 'POST', json })

/**
 * An API path with each `${value}` encoded, so an id or a token is one path segment (or one
 * query value) whatever it holds: apiPath`/api/bookings/${id}/accept`.
 */
export const apiPath = (parts: TemplateStringsArray, ...values: string[]) =>
  String.raw({ raw: parts }, ...values.map(encodeURIComponent))
