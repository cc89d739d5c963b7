import { Spinner } from '../components/spinner'

/** Shown before the first route is ready (HydrateFallback), so it brings its own landmark. */
export function PageSpinner() {
  return (
    <main className="flex min-h-dvh items-center justify-center">
      <Spinner />
    </main>
  )
}
