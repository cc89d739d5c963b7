import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { flushSync } from 'react-dom'
import { Toaster } from 'react-hot-toast'
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  type InitialEntry,
  type RouteObject,
} from 'react-router'

/** Renders a route table at `initialEntry` with a fresh query client that does not retry. */
export function renderRoutes(routes: RouteObject[], initialEntry: InitialEntry = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] })
  render(
    <QueryClientProvider client={queryClient}>
      {/* flushSync as the app's RouterProvider (react-router/dom) has it: a navigation may ask
          to be rendered at once (log-out.ts). */}
      <RouterProvider router={router} flushSync={(fn) => void flushSync(fn)} />
      <Toaster />
    </QueryClientProvider>,
  )
  return { router, queryClient }
}

/** A stand-in page: its heading names it, and it shows the router state it was given. */
export function Landing({ name }: { name: string }) {
  const { state } = useLocation()
  return (
    <>
      <h1>{name}</h1>
      <pre data-testid="location-state">{JSON.stringify(state ?? null)}</pre>
    </>
  )
}
