import { createContext, use } from 'react'

/**
 * The HTTP status of a page the server renders (entry-server.tsx provides it): a page for
 * something that is not there answers 404, so crawlers and link checkers are not told it exists.
 * In the browser there is no answer to change, and `PageStatus` does nothing.
 */
export const PageStatusContext = createContext<{ status: number } | null>(null)

/** Renders nothing; in the server's render, makes the page's answer `status`. */
export function PageStatus({ status }: { status: number }) {
  const page = use(PageStatusContext)
  if (page) page.status = status
  return null
}
