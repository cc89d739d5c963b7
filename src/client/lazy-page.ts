import { QueryClient } from '@tanstack/react-query'
import type { ComponentType, ReactNode } from 'react'
import type { LoaderFunctionArgs } from 'react-router'
import { queryClient } from './api/query-client'

/**
 * A route loader that warms a query cache (bulletproof-react's style): given the client, it
 * returns the loader. Pages export theirs as `loader`; none of them picks the client itself.
 */
export type QueryLoader = (client: QueryClient) => (args: LoaderFunctionArgs) => unknown

/**
 * Hands a loader its query client. The server renders each page with a fresh client per request,
 * passed as the loaders' `context` (entry-server.tsx), so that requests never share a cache; in
 * the browser there is none and the app's `queryClient` is warmed.
 */
export const withQueryClient =
  (loader: QueryLoader) =>
  (args: LoaderFunctionArgs): unknown =>
    loader(args.context instanceof QueryClient ? args.context : queryClient)(args)

/**
 * What a page tells the layout around it, as its route's `handle`: `navbarSearch`, the search box
 * the navbar shows on this page (the search page's), which comes with the page's own code.
 */
export type PageHandle = { navbarSearch?: ReactNode }

/** What a page module exports: its component and, if it warms data, its loader and handle. */
type PageModule = { Component: ComponentType; loader?: QueryLoader; handle?: PageHandle }
type PageRoute = {
  Component: ComponentType
  loader?: ReturnType<typeof withQueryClient>
  handle?: PageHandle
}

/** A route's `lazy` for a page module (its own chunk): the page's loader gets its client. */
export const lazyPage = (load: () => Promise<PageModule>) => async (): Promise<PageRoute> => {
  const { loader, ...page } = await load()
  return loader ? { ...page, loader: withQueryClient(loader) } : page
}

/** A page's route, one line in the route table: its entry in paths.ts and its module, its own chunk. */
export const page = ({ pattern }: { pattern: string }, load: () => Promise<PageModule>) => ({
  path: pattern,
  lazy: lazyPage(load),
})
