import { createContext, use } from 'react'

/**
 * The site's origin (PUBLIC_URL) for the addresses link previews and search engines need whole:
 * the server's render provides it (entry-server.tsx) and sends it with the page's data, which
 * main.tsx hydrates with, so the tags hydration renders are the ones the server sent, whatever
 * address the page was opened at. A page the browser renders alone uses its own origin.
 */
export const SiteOrigin = createContext(typeof window === 'undefined' ? '' : window.location.origin)

/** A path on this site (`/cars`) as a whole URL; any other address as it is. */
export function useAbsoluteUrl() {
  const origin = use(SiteOrigin)
  return (address: string) =>
    address.startsWith('/') && !address.startsWith('//') ? `${origin}${address}` : address
}
