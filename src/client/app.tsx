import { lazy, StrictMode, Suspense, useEffect, useState } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { DataRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'

// Toasts only follow an action, so their library loads after the page is up rather than with it.
// react-hot-toast keeps toasts raised before then and shows them once this mounts.
const Toaster = lazy(async () => ({ default: (await import('react-hot-toast')).Toaster }))

function LateToaster() {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    // Mounted after hydration: the server's markup has no toaster.
    const timer = setTimeout(() => setReady(true))
    return () => clearTimeout(timer)
  }, [])
  return ready ? (
    <Suspense fallback={null}>
      {/* react-hot-toast's default durations and limit are the ones we want. */}
      <Toaster />
    </Suspense>
  ) : null
}

/** The browser's whole tree; the server renders the same tree with a static router. */
export function App({ client, router }: { client: QueryClient; router: DataRouter }) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
        <LateToaster />
      </QueryClientProvider>
    </StrictMode>
  )
}
