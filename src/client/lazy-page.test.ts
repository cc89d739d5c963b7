import { QueryClient } from '@tanstack/react-query'
import { RouterContextProvider, type LoaderFunctionArgs } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { queryClient } from './api/query-client'
import { lazyPage, withQueryClient } from './lazy-page'

const argsWith = (context: unknown) =>
  ({ request: new Request('http://localhost/cars'), params: {}, context }) as LoaderFunctionArgs

describe('route loaders get their query client in one place', () => {
  it('hands a loader the per-request client the server render passes as its context', () => {
    const perRequest = new QueryClient()
    const loader = vi.fn(() => () => 'warmed')
    expect(withQueryClient(loader)(argsWith(perRequest))).toBe('warmed')
    expect(loader).toHaveBeenCalledWith(perRequest)
  })

  it("hands it the browser's client when the context is the router's own", () => {
    const loader = vi.fn(() => () => null)
    withQueryClient(loader)(argsWith(new RouterContextProvider()))
    expect(loader).toHaveBeenCalledWith(queryClient)
  })

  it('adapts a lazily loaded page: the route gets its component and a plain loader', async () => {
    const Component = () => null
    const seen: unknown[] = []
    const route = await lazyPage(async () => ({
      Component,
      loader: (client) => (args) => seen.push(client, args.request.url),
    }))()
    expect(route.Component).toBe(Component)
    const perRequest = new QueryClient()
    route.loader?.(argsWith(perRequest))
    expect(seen).toEqual([perRequest, 'http://localhost/cars'])
  })

  it('leaves a page without a loader without one', async () => {
    const route = await lazyPage(async () => ({ Component: () => null }))()
    expect('loader' in route).toBe(false)
  })
})
