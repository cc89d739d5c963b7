import { usePhotoProgress } from './api/get-photo-progress'

/**
 * How the photos a stock file named by URL come along (fetched in the background): a bar of
 * those done out of all, and the latest that could not be fetched, with why.
 */
export function ImportPhotoProgress({ dealerId }: { dealerId: string }) {
  const progress = usePhotoProgress(dealerId)
  if (!progress.data) return null
  const { waiting, stored, failed, failures } = progress.data
  const total = waiting + stored + failed
  if (total === 0) return null
  const done = stored + failed
  return (
    <section aria-label="Photos" className="mt-6 rounded-box border border-base-300 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">Photos</h3>
        <p className="text-sm tabular-nums text-base-content/80">
          {stored} stored · {waiting} waiting{failed > 0 ? ` · ${failed} failed` : ''}
        </p>
      </div>
      <progress
        className={`progress mt-2 w-full ${failed > 0 ? 'progress-warning' : 'progress-success'}`}
        value={done}
        max={total}
        aria-label={`${done} of ${total} photos fetched`}
      />
      <p className="mt-1 text-sm text-base-content/70">
        {waiting > 0
          ? 'A car goes on sale when its first photo is stored.'
          : 'Every photo has been fetched.'}
      </p>
      {failures.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm">
          {failures.map((f) => (
            <li key={`${f.carId}-${f.url}`} className="wrap-anywhere">
              <span className="font-mono">{f.stockNumber ?? 'A car'}</span>: {f.url} — {f.reason}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
