type Props = { error: Error; onRetry?: () => void; what?: string }

/** The inline state for a query that failed after its retries. */
export function QueryError({ error, onRetry, what = 'this content' }: Props) {
  return (
    <div role="alert" className="alert alert-error alert-soft my-6 flex flex-wrap">
      <p>
        <span className="font-semibold">We couldn&rsquo;t load {what}.</span> {error.message}
      </p>
      {onRetry && (
        <button type="button" className="btn btn-sm btn-outline ml-auto" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  )
}
